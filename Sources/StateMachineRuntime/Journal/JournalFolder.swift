import Foundation

/// Where one account's journals live: one file per machine instance under a folder per account,
/// so that signing out removes that account's operations and nothing else.
///
/// ```swift
/// let folder = JournalFolder(root: applicationSupport.appending(path: "Journals"), account: user.id)
/// let journal = MachineJournal<Checkout>(folder: folder, instance: checkoutID.uuidString)
/// // on sign-out:
/// try folder.removeAll()
/// ```
public struct JournalFolder: Hashable, Sendable {
    /// The folder that holds every account's folder.
    public let root: URL
    /// The account whose journals this folder holds.
    public let account: String

    /// The folder of `account`'s journals under `root`; nothing is created until a journal is written.
    public init(root: URL, account: String) {
        self.root = root
        self.account = account
    }

    /// The account's folder: its name is the account escaped to letters, digits, `-` and `_`.
    public var url: URL { root.appendingPathComponent(Self.fileName(account), isDirectory: true) }

    /// The journal of one instance of a machine in this account.
    public func journalURL(specIdentity: String, instance: String) -> URL {
        url.appendingPathComponent("\(Self.fileName(specIdentity))-\(Self.fileName(instance)).journal")
    }

    /// Sign-out: removes every journal of this account, and every file moved aside beside them.
    public func removeAll() throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.removeItem(at: url)
    }

    /// Any string as one path component that cannot climb out of its folder: bytes other than
    /// ASCII letters, digits, `-` and `_` become `%XX`; the empty string becomes `%`.
    static func fileName(_ text: String) -> String {
        guard !text.isEmpty else { return "%" }
        return text.utf8.map { byte in
            let isPlain =
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == 0x2D || byte == 0x5F
            return isPlain ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
