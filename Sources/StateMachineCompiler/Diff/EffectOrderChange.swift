/// An event that fires in several regions, or the start, performs the same effects in another
/// order: the regions' declarations were reordered, and an event's effects follow declaration
/// order (exits in reverse, then the rows' own effects and the entries), as the start's entry
/// effects do. Reported once per event, for the first state of the whole machine found to show it.
public struct EffectOrderChange: Hashable, Sendable {
    /// The event; `nil` for the start (or a restore), whose entry effects changed order.
    public let event: String?
    /// The regions whose rows fired in the witness, in the new declaration order.
    public let regions: [String]
    /// The effects the event performed, in order, old and new: `xb, xa, ea, eb`.
    public let before: String
    public let after: String
    /// The event and where every region stood: `go while rb is x and ra is a`, or
    /// `start while rb is x and ra is a`.
    public let witness: String

    public init(event: String?, regions: [String], before: String, after: String, witness: String) {
        self.event = event
        self.regions = regions
        self.before = before
        self.after = after
        self.witness = witness
    }
}
