// State names are machine-wide: each state is one case of the machine, whatever its region.
// A first machine with regions often writes one name in two (`idle` for the content and for
// the refresh); every later check would then misread it (the state in the wrong region, a
// redeclaration, two initial states of one region), so that one mistake is reported alone.

extension Checker {
    /// Reports each state name listed in a second region, at that listing, and says whether
    /// any was: the checker then stops, as every later error would follow from it.
    mutating func reportStateNamesSharedByRegions(_ spec: SpecSyntax) -> Bool {
        var stateNames: Set<String> = []
        for case .cases(let declaration) in spec.declarations where declaration.kind == .state {
            stateNames.insert(declaration.name.text)
        }
        var firstListing: [String: (region: NameSyntax, member: NameSyntax)] = [:]
        var found = false
        var regionNames: Set<String> = []
        // A region declared again is a redeclaration, which the namespaces report; its members are not this mistake.
        for case .region(let region) in spec.declarations where regionNames.insert(region.name.text).inserted {
            for member in region.members where stateNames.contains(member.text) {
                guard let first = firstListing[member.text] else {
                    firstListing[member.text] = (region.name, member)
                    continue
                }
                // Listed twice in one region is not this mistake; the member check reports it.
                guard first.region.text != region.name.text else { continue }
                found = true
                error(
                    RegionMessage.stateNameInTwoRegions(
                        state: member.text, first: first.region.text, second: region.name.text,
                        suggestion: region.name.text + SwiftSyntax.capitalized(member.text)),
                    at: member.range, notes: [.init(.listedInGroup(member: member.text, group: first.region.text), at: first.member.range)])
            }
        }
        return found
    }
}
