/// What `renamed from OLD` may name: a name no declaration of its kind still has, claimed by one
/// declaration only, since records written under `OLD` decode into exactly one case or field.
enum FormerNameMessage: DiagnosticMessage {
    /// `renamed`: what is renamed, as a message names it (`state 'sending'`, `payload label 'postID' of effect 'send'`).
    case stillDeclared(renamed: String, former: String)
    /// `renamed`: the second declaration claiming `former`.
    case claimedTwice(renamed: String, former: String)

    var id: DiagnosticID {
        switch self {
        case .stillDeclared: .formerNameStillDeclared
        case .claimedTwice: .formerNameClaimedTwice
        }
    }

    var text: String {
        switch self {
        case .stillDeclared(let renamed, let former):
            "\(renamed) is renamed from '\(former)', which is still declared: records written under '\(former)' are its;"
                + " remove the 'renamed from', or rename or delete '\(former)'"
        case .claimedTwice(let renamed, let former):
            "\(renamed) is renamed from '\(former)', which another declaration is already renamed from:"
                + " records written under '\(former)' can decode into one of them only"
        }
    }
}
