import Foundation
import StateMachineTestSupport

extension DiagramCase {
    static func shippedSpec(_ name: String) -> String {
        (try? ExampleSpecs.text(name)) ?? ""
    }

    static let checkout = DiagramCase(
        name: "checkout", specText: shippedSpec("checkout"),
        nodes: ["(start)", "draft", "submitting", "reconciling", "confirmed", "rejected"],
        edges: [
            "(start)->draft", "draft->submitting", "submitting->rejected", "submitting->submitting", "submitting->confirmed",
            "submitting->rejected", "submitting->reconciling", "reconciling->reconciling", "reconciling->confirmed",
            "draft->reconciling", "confirmed->confirmed",
        ],
        mermaidTransitions: [
            "[*] --> s_draft", "s_draft --> s_submitting : submitTapped", "s_rejected --> s_submitting : submitTapped",
            "s_submitting --> s_confirmed : submitAccepted",
            "s_submitting --> s_rejected : submitRejected", "s_submitting --> s_reconciling : submitOutcomeUnknown",
            "s_reconciling --> s_confirmed : reconciliationFound",
            "s_reconciling --> s_draft : reconciliationNotFound",
            "s_confirmed --> [*]",
        ])

    static let favorite = DiagramCase(
        name: "favorite", specText: shippedSpec("favorite"),
        nodes: ["(start)", "idle", "saving", "syncing", "*"],
        edges: [
            "(start)->idle", "idle->saving", "saving->saving", "syncing->syncing", "idle->saving", "idle->saving",
            "saving->syncing", "idle->syncing", "*->idle",
        ],
        mermaidTransitions: [
            "[*] --> s_idle", "s_idle --> s_saving : toggle", "s_saving --> s_idle : saved", "s_saving --> s_idle : rejected",
            "s_saving --> s_syncing : outcomeUnknown", "s_syncing --> s_idle : serverValueLoaded",
            "any_state --> s_idle : sessionReplaced",
        ])

    static let keywords = DiagramCase(
        name: "keywords", specText: HeldOutSpecs.keywords,
        nodes: ["(start)", "default", "note", "direction", "graph", "end", "subgraph", "*"],
        edges: [
            "(start)->default", "default->note", "default->default", "note->direction", "direction->graph", "graph->end",
            "graph->subgraph", "end->end", "*->default", "*->*",
        ],
        mermaidTransitions: [
            "[*] --> s_default : (false)", "s_default --> s_note : node(t)",
            "s_note --> s_direction : edge(n)", "s_direction --> s_graph : node(_)", "s_graph --> s_end : edge(5)",
            "s_graph --> s_subgraph : edge(n)", "any_state --> s_default : repeat", "s_end --> [*]", "s_subgraph --> [*]",
        ])

    static let lamp = DiagramCase(
        name: "lamp", specText: HeldOutSpecs.lamp,
        // on_'s two loops (an ignore and a row) each run through a label node, in two halves.
        nodes: ["(start)", "off", "on_", "burnt", "removed", "(label 1)", "(label 2)"],
        edges: [
            "(start)->off", "off->on_", "off->on_", "on_->(label 1)", "on_->(label 1)", "on_->(label 2)", "on_->(label 2)", "on_->burnt",
            "off->removed", "burnt->burnt",
        ],
        mermaidTransitions: [
            "[*] --> s_off", "s_off --> s_on_ : flip(_)", "s_on_ --> s_off : flip [level == 0]", "s_on_ --> s_on_ : dim(_, l) [l != 0]",
            "s_on_ --> s_burnt : surge / buzz",
            "s_off --> s_removed : unscrew", "s_burnt --> [*]", "s_removed --> [*]",
        ])
}
