import Foundation
import Results

/// `compare loc PATH...`: the line counts of Swift files as JSON, one entry per file, paths as given.
/// A folder stands for every `.swift` file under it. A path that cannot be counted (missing,
/// unreadable, binary, not UTF-8) gets an error line naming it; the others are still counted, and
/// the command fails at the end.
package enum LocCommand {
    package static func run(paths: [String], relativeTo directory: URL) -> CommandOutput {
        var files: [FileLines] = []
        var problems: [String] = []
        for path in paths {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
            let found: [(URL, String)]
            do throws(FolderListingError) {
                found = try swiftFiles(at: url, reportedAs: path)
            } catch {
                problems.append("compare loc: \(error).")
                continue
            }
            if found.isEmpty { problems.append("compare loc: \(path) is a folder with no .swift file in it.") }
            for (file, reportedAs) in found {
                do {
                    let lines = SwiftLexer.lineCounts(try SourceReader.text(ofFileAt: file, reportedAs: reportedAs))
                    files.append(FileLines(path: reportedAs, lines: lines))
                } catch {
                    problems.append("compare loc: \(error)")
                }
            }
        }
        let json: Data
        do {
            json = try ReportEncoding.json(files)
        } catch {
            return .failure("compare loc: cannot encode the counts: \(error)")
        }
        return CommandOutput(
            status: problems.isEmpty ? 0 : 1, standardOutput: String(decoding: json, as: UTF8.self),
            standardError: problems.map { $0 + "\n" }.joined())
    }

    /// The file itself, or the `.swift` files under a folder sorted by path; anything else is
    /// returned as is, for the reader to report. A folder, or a folder under it, that cannot be
    /// listed is an error naming it, not a folder without Swift files.
    static func swiftFiles(at url: URL, reportedAs path: String) throws(FolderListingError) -> [(URL, String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return [(url, path)] }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return try FolderListing.files(under: url, endingWith: ".swift").map {
            (url.appendingPathComponent($0), prefix + $0)
        }
    }
}
