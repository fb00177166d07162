extension ExplorerScript {
    /// The page's script, part 13 of 14; its opening comment says what it does.
    static let diagram = #"""
        // The diagram: Graphviz's SVG when `explore` found `dot` (its nodes' titles are state names),
        // else a layout of the page's own: each region's states in columns by their distance from the
        // initial state, edges as lines.
        SM.svg = (tag, attributes = {}) => {
          const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
          for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
          return node;
        };
        SM.drawDiagram = (machine, container) => {
          const drawn = container.querySelector("svg");
          if (drawn) {
            for (const node of drawn.querySelectorAll("g.node")) {
              const title = node.querySelector("title")?.textContent ?? "";
              if (machine.stateIndex.has(title)) node.setAttribute("data-node", title);
            }
            return;
          }
          const edges = [];
          const targets = machine.states.map(() => new Set());
          for (const row of machine.rows) {
            const target = row.action.transition ?? row.action.update;
            if (target === undefined) continue;
            machine.states.forEach((_, state) => {
              if (machine.isCandidate(row, state) && !targets[state].has(target)) { targets[state].add(target); edges.push([state, target]); }
            });
          }
          const depth = machine.states.map(() => -1);
          const queue = machine.initials.map((initial) => initial.state);
          queue.forEach((state) => { depth[state] = 0; });
          for (let next = 0; next < queue.length; next++) {
            for (const target of targets[queue[next]]) if (depth[target] < 0) { depth[target] = depth[queue[next]] + 1; queue.push(target); }
          }
          const columns = new Map();
          const position = machine.states.map((state, index) => {
            const band = machine.regionCount > 0 ? state.region ?? 0 : 0;
            const column = Math.max(depth[index], 0) + (depth[index] < 0 ? Math.max(...depth) + 1 : 0);
            const key = band + ":" + column;
            const row = columns.get(key) ?? 0;
            columns.set(key, row + 1);
            return { band, column, row };
          });
          const rowsPerBand = [];
          for (const p of position) rowsPerBand[p.band] = Math.max(rowsPerBand[p.band] ?? 0, p.row + 1);
          const bandTop = rowsPerBand.map((_, band) => rowsPerBand.slice(0, band).reduce((sum, rows) => sum + rows * 50 + 30, 0));
          const at = (index) => ({ x: 20 + position[index].column * 170, y: 20 + bandTop[position[index].band] + position[index].row * 50 });
          const width = 40 + (Math.max(...position.map((p) => p.column)) + 1) * 170;
          const height = 40 + rowsPerBand.reduce((sum, rows) => sum + rows * 50 + 30, 0);
          const svg = SM.svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "aria-label": `${machine.name} states` });
          for (const [from, to] of edges.slice(0, 4000)) {
            const a = at(from), b = at(to);
            svg.append(SM.svg("line", { x1: a.x + 140, y1: a.y + 15, x2: b.x, y2: b.y + 15, class: "edge" }));
          }
          machine.states.forEach((state, index) => {
            const { x, y } = at(index);
            const group = SM.svg("g", { class: "node", "data-node": state.name });
            group.append(SM.svg("rect", { x, y, width: 140, height: 30, rx: 8 }));
            const label = SM.svg("text", { x: x + 70, y: y + 20, "text-anchor": "middle" });
            label.textContent = state.name;
            group.append(label);
            svg.append(group);
          });
          container.append(svg);
        };
        """#
}
