/// A generated `.sm` spec of any number of orthogonal regions, for the region figures: every
/// region has four states, two events of its own and the two it shares with every other
/// region, an `in(...)` guard reading the next region, and either an `after` timer (even
/// regions) or a `during` activity (odd ones), so every region path of the generator runs.
struct RegionSyntheticSpec {
    /// At least two, so that every region has another one to read.
    let regionCount: Int

    var machineName: String { "Regions\(regionCount)" }
    var fileName: String { "regions\(regionCount).sm" }

    var text: String {
        let regions = 0..<regionCount
        var text = """
            // \(regionCount) regions of four states, for the statemachine-bench region figures.
            machine \(machineName)

            context {
                limit: Int
            }

            initial \(regions.map { "idle\($0)" }.joined(separator: ", "))

            event reset
            event tick(token: Int)

            effect fetch(token: Int)
            effect report(token: Int)
            effect alarm


            """
        for region in regions {
            text += """
                event start\(region)(token: Int)
                event finish\(region)(token: Int)
                state idle\(region)
                state loading\(region)(token: Int)
                state ready\(region)(token: Int)
                state failed\(region)
                group busy\(region) = loading\(region), failed\(region)
                region r\(region) = idle\(region), busy\(region), ready\(region)


                """
        }
        for region in regions {
            text += rows(of: region, reading: (region + 1) % regionCount)
        }
        return text
    }

    private func rows(of region: Int, reading next: Int) -> String {
        let work =
            region.isMultiple(of: 2)
            ? "failed\(region) after 5s -> idle\(region)" : "during loading\(region)(t) / fetch(t)"
        return """
            idle\(region) on start\(region)(t) -> loading\(region)(t)
            loading\(region)(t) on finish\(region)(t) -> ready\(region)(t) / report(t)
            loading\(region)(t) on tick(t) -> failed\(region)
            ready\(region)(t) on start\(region)(u) [in(ready\(next)(t))] -> loading\(region)(u)
            ready\(region)(_) on tick(u) [in(busy\(next))] stays ready\(region)(u)
            failed\(region) on start\(region)(t) [t != limit] -> loading\(region)(t)
            idle\(region), ready\(region), failed\(region) on finish\(region) ignore
            idle\(region), failed\(region) on tick ignore
            r\(region) on reset -> idle\(region)
            entry failed\(region) / alarm
            \(work)


            """
    }
}
