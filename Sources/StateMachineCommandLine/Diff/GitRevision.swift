import Foundation
import StateMachineCompiler

/// Reads a file as it was at a git revision, run in the file's folder, so any path inside a
/// work tree works whatever the current directory. The revision and path go to
/// `git cat-file --batch-check` on its standard input, never onto its command line, so no
/// revision can be read as an option (`--output=FILE`); a tracked symbolic link is followed
/// inside the repository, as the work tree's file is.
enum GitRevision {
    enum Failure: Error, Equatable {
        /// The path did not exist at the revision (a spec added since).
        case absent
        /// git failed otherwise: not a repository, an unknown revision, git missing.
        case failed(String)
    }

    /// Why `revision` is not one revision `--against` can read, or `nil` when it is.
    static func problem(with revision: String) -> String? {
        if revision.hasPrefix("-") { return "'--against' takes a git revision, not an option such as '\(revision)'" }
        if revision.contains("..") { return "'--against' takes one git revision, not a range such as '\(revision)'" }
        if revision.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "'--against' takes a git revision, which has no line breaks or control characters"
        }
        return nil
    }

    static func read(_ path: String, at revision: String) -> Result<SourceFile, Failure> {
        if let problem = problem(with: revision) { return .failure(.failed(problem)) }
        // A removed spec's folder may be gone too: run git in the nearest folder that exists.
        var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        var inside = [URL(fileURLWithPath: path).lastPathComponent]
        while !FileManager.default.fileExists(atPath: directory.path),
            directory.pathComponents.count > 1
        {
            inside.insert(directory.lastPathComponent, at: 0)
            directory.deleteLastPathComponent()
        }
        let names = "\(revision)^{tree}\n\(revision):./\(inside.joined(separator: "/"))\n"
        return GitProcess.run(["cat-file", "--batch-check", "--follow-symlinks"], input: names, in: directory)
            .flatMap { object(named: $0, at: revision) }
            .flatMap { GitProcess.run(["cat-file", "blob", $0], input: "", in: directory) }
            .map { SourceFile(path: "\(revision):\(path)", bytes: Array($0)) }
    }

    /// The blob's object id from `--batch-check`'s answer for the tree and the path: the
    /// revision must name a tree, the path a file no larger than a spec file may be.
    private static func object(named answer: Data, at revision: String) -> Result<String, Failure> {
        let lines = String(decoding: answer, as: UTF8.self).split(separator: "\n").map { $0.split(separator: " ") }
        guard lines.count >= 2, lines[0].count == 3, lines[0][1] == "tree" else {
            return .failure(.failed("'\(revision)' is not a revision of this repository"))
        }
        let object = lines[1]
        switch (object.first, object.count == 3 ? object[1] : nil) {
        case (let id?, "blob"?):
            guard let size = Int(object[2]), size <= SpecLoader.maximumSize else {
                return .failure(.failed("it is larger than \(SpecLoader.maximumSize >> 20) MB"))
            }
            return .success(String(id))
        case (_, "tree"?): return .failure(.failed("it is a directory"))
        case ("symlink"?, _): return .failure(.failed("it is a symbolic link to outside the repository"))
        case ("dangling"?, _): return .failure(.failed("it is a symbolic link to a file that does not exist"))
        case ("loop"?, _), ("notdir"?, _): return .failure(.failed("it is a symbolic link that cannot be followed"))
        default: return .failure(.absent)
        }
    }
}
