/// The page's style sheet: system fonts and colours that follow `prefers-color-scheme`, the
/// current state of each region marked by more than colour (bold, outlined), and a visible
/// focus ring on every control. No `url()`: the page fetches nothing.
enum ExplorerStyle {
    static let css = """
        :root { color-scheme: light dark; --text: #1d1d1f; --back: #ffffff; --panel: #f3f4f6; --line: #9ca3af;
          --accent: #0b57d0; --current: #fde68a; --current-text: #1d1d1f; font-family: system-ui, sans-serif; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #e5e7eb; --back: #111827; --panel: #1f2937; --line: #6b7280; --accent: #8ab4f8;
            --current: #a16207; --current-text: #ffffff; }
        }
        body { margin: 0; color: var(--text); background: var(--back); }
        header { padding: 0.5rem 1rem; border-bottom: 1px solid var(--line); }
        h1 { font-size: 1.3rem; margin: 0.2rem 0; }
        h2 { font-size: 1rem; margin: 0.8rem 0 0.3rem; }
        h3 { font-size: 0.9rem; margin: 0.4rem 0 0.2rem; }
        main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr); gap: 1rem; padding: 1rem; }
        section { background: var(--panel); border-radius: 8px; padding: 0.5rem 0.8rem; margin-bottom: 0.8rem; }
        #diagram { overflow: auto; max-height: 75vh; }
        #diagram svg { max-width: none; }
        #diagram svg text { fill: var(--text); }
        #diagram svg polygon[fill="white"], #diagram svg polygon[fill="#ffffff"] { fill: transparent; }
        #diagram svg [stroke="black"] { stroke: var(--text); }
        #diagram svg path, #diagram svg line.edge { stroke: var(--line); fill: none; }
        #diagram svg g.node rect { fill: var(--back); stroke: var(--text); }
        #diagram svg g.node.current path, #diagram svg g.node.current polygon, #diagram svg g.node.current ellipse,
        #diagram svg g.node.current rect { fill: var(--current); stroke: var(--accent); stroke-width: 3px; }
        #diagram svg g.node.current text { fill: var(--current-text); font-weight: bold; }
        #states ul { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.3rem; }
        #states li { padding: 0.1rem 0.4rem; border: 1px solid var(--line); border-radius: 4px; }
        #states li[aria-current="true"] { background: var(--current); color: var(--current-text); font-weight: bold;
          outline: 2px solid var(--accent); }
        form.event { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem; margin: 0.3rem 0; }
        label { font-size: 0.85rem; }
        input { font: inherit; color: var(--text); background: var(--back); border: 1px solid var(--line); border-radius: 4px;
          padding: 0.1rem 0.3rem; min-width: 6rem; }
        button { font: inherit; color: var(--back); background: var(--accent); border: none; border-radius: 4px;
          padding: 0.2rem 0.6rem; cursor: pointer; }
        button:disabled { opacity: 0.5; cursor: default; }
        button:focus-visible, input:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; }
        ol, ul { margin: 0.2rem 0; padding-left: 1.4rem; }
        #scenarios li { margin: 0.3rem 0; }
        #scenarios button { margin-left: 0.4rem; }
        #status { min-height: 1.2rem; font-weight: bold; }
        """
}
