import Foundation

extension JournalFolder {
    /// The instances of `machine` in this account whose journals record durable operations not
    /// yet completed, sorted: the records to open a store for when the account signs in again,
    /// so that those operations are performed (`KeyedMachineStores.resume(_:)`). The instance
    /// is the one given to `MachineJournal(folder:instance:)`; no file name needs knowing.
    ///
    /// Reads the journals without taking their locks and changes nothing. A journal another
    /// version of the machine wrote is listed too: opening its store reports what it cannot read.
    public func instancesWithPendingOperations<Machine: DurableStateMachine>(of machine: Machine.Type) throws -> [String] {
        let prefix = Self.fileName(Machine.specIdentity) + "-"
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: url.path) } catch {
            guard FileManager.default.fileExists(atPath: url.path) else { return [] }
            throw error
        }
        return names.compactMap { name -> String? in
            guard name.hasPrefix(prefix), name.hasSuffix(".journal"),
                let instance = Self.unescaped(String(name.dropFirst(prefix.count).dropLast(".journal".count))),
                journalURL(specIdentity: Machine.specIdentity, instance: instance).lastPathComponent == name,
                Self.holdsPendingOperations(of: Machine.specIdentity, at: url.appendingPathComponent(name))
            else { return nil }
            return instance
        }.sorted()
    }

    /// Whether the file's header names `specIdentity` (another machine's name may share the
    /// prefix) and its records leave an operation pending.
    private static func holdsPendingOperations(of specIdentity: String, at file: URL) -> Bool {
        guard let bytes = try? Data(contentsOf: file), bytes.starts(with: JournalFrames.magic) else { return false }
        let payloads = JournalFrames.scan(bytes).payloads
        guard let header = payloads.first.flatMap({ try? JSONDecoder().decode(JournalHeader.self, from: $0) }),
            header.specIdentity == specIdentity
        else { return false }
        return !StoredOperation.pending(in: payloads.dropFirst()).isEmpty
    }

    /// The text `fileName(_:)` escaped, or nil if `name` is not one of its results.
    static func unescaped(_ name: String) -> String? {
        guard name != "%" else { return "" }
        var bytes: [UInt8] = []
        var rest = Substring(name)
        while let first = rest.first {
            if first == "%" {
                guard let byte = UInt8(rest.dropFirst().prefix(2), radix: 16), rest.count >= 3 else { return nil }
                bytes.append(byte)
                rest = rest.dropFirst(3)
            } else {
                bytes.append(contentsOf: Array(String(first).utf8))
                rest = rest.dropFirst()
            }
        }
        return String(bytes: bytes, encoding: .utf8)
    }
}
