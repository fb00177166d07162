/// Specs written for the diagram tests only, each with the shapes a diagram must survive.
enum HeldOutSpecs {
    /// Names that are keywords in DOT (`graph`, `node`, `edge`, `subgraph`, `strict`),
    /// Mermaid (`note`, `end`, `direction`, `default`, `class`) or Swift (`in`, `repeat`);
    /// literals full of quotes, backslashes, `<>{}|`, Mermaid's `:;#%` and non-ASCII;
    /// `*` rows of both kinds; a final state with its own `ignore` row.
    static let keywords = #"""
        machine Tricky
        context { limit: Int, in: String }
        initial default(false)

        state default(flag: Bool)
        state note(text: String)
        state direction
        state graph(items: [[Choice]]?)
        state end final
        state subgraph(class: Int) final

        event node(text: String)
        event edge(n: Int)
        event strict
        event repeat

        effect log(message: String)

        default(f) on node(t) [t == "say \"hi\" \\ <b>{x}|y: a;b #1; %% café ✓  two" && !f] -> note(t) / log("direction TB")
        default    on node [limit != -3 || (limit == 0) == false] ignore
        note(t)    on edge(n) [n == limit && in != "→ ü"] -> direction / log(t), log(in)
        direction  on node(_) -> graph(nil)
        graph      on edge(5) -> end
        graph      on edge(n) -> subgraph(n)
        end        on strict ignore
        *          on repeat -> default(true)
        *          on strict ignore
        """#

    /// No `*` rows, two final states, an effect without parameters, a literal in a source
    /// pattern and a repeated name across source and event.
    static let lamp = #"""
        machine Lamp
        initial off

        state off
        state on_(level: Int)
        state burnt final
        state removed final

        event flip(id: Int)
        event dim(id: Int, level: Int)
        event surge
        event unscrew

        effect buzz

        off          on flip(_)              -> on_(100)
        on_(0)       on flip                 -> off
        on_(level)   on dim(_, level)        ignore
        on_          on dim(_, l) [l != 0]   -> on_(l)
        on_          on surge                -> burnt / buzz
        off          on unscrew              -> removed
        burnt        on flip                 ignore
        """#
}
