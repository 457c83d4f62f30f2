import Foundation
import Measure
import Results

/// One change request as it lies in `Exercises/`: a folder `E<n>-<words>` holding a README for the
/// student, the request's scenarios (in `Scenarios/`) and one solution per style (`solutions/<Style>.patch`).
package struct ChangeRequest: Sendable, Equatable {
    /// "E1".
    package var id: String
    /// "E1-rename-task".
    package var folder: String
    /// The README's first heading.
    package var title: String
    /// The ids of the request's scenarios, as its scenario files write them ("E1-01", ...), sorted.
    package var scenarioIDs: [String]
    /// The shared scenarios whose behaviour the request changes, which its own scenarios replace, as
    /// its README lists them on the line `Replaces the shared scenarios: T21, T22`.
    package var replacedScenarios: [String]
    /// The style names that have a solution, sorted.
    package var solutionStyles: [String]

    package init(
        id: String, folder: String, title: String, scenarioIDs: [String], replacedScenarios: [String] = [],
        solutionStyles: [String]
    ) {
        self.id = id
        self.folder = folder
        self.title = title
        self.scenarioIDs = scenarioIDs
        self.replacedScenarios = replacedScenarios
        self.solutionStyles = solutionStyles
    }

    /// The patch of `style`, relative to the package root.
    package func solutionPath(of style: String) -> String {
        "\(ExerciseFolder.name)/\(folder)/solutions/\(style).patch"
    }
}

/// Finds the change requests of the package.
package enum ExerciseFolder {
    package static let name = "Exercises"

    /// Every request folder of `packageRoot`, in the order of their numbers. Throws when a solution
    /// is named for a style the package does not have, a request has no README or no scenarios, or a
    /// folder cannot be listed (which must not read as "no requests" or "no solutions").
    package static func requests(packageRoot: URL, styles: [String]) throws -> [ChangeRequest] {
        let base = packageRoot.appendingPathComponent(name)
        let folders = try FolderListing.names(in: base)
        return try folders.compactMap { folder -> (Int, ChangeRequest)? in
            guard let number = number(ofFolder: folder) else { return nil }
            return (number, try request(in: base.appendingPathComponent(folder), folder: folder, styles: styles))
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// 1 for "E1-rename-task"; nil for a folder that is not a request's.
    static func number(ofFolder folder: String) -> Int? {
        guard folder.hasPrefix("E"), let dash = folder.firstIndex(of: "-") else { return nil }
        return Int(folder[folder.index(after: folder.startIndex)..<dash])
    }

    private static func request(in url: URL, folder: String, styles: [String]) throws -> ChangeRequest {
        let id = String(folder.prefix { $0 != "-" })
        let readme = url.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else {
            throw ExerciseSetupError.missingReadme(folder: "\(name)/\(folder)")
        }
        let title = text.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? folder
        let scenarioIDs = try scenarioIDs(in: url.appendingPathComponent("Scenarios"), request: id)
        guard !scenarioIDs.isEmpty else { throw ExerciseSetupError.noScenarios(folder: "\(name)/\(folder)") }
        let patches = try FolderListing.names(in: url.appendingPathComponent("solutions"))
        let solutionStyles = patches.filter { $0.hasSuffix(".patch") }.map { String($0.dropLast(".patch".count)) }
        if let unknown = solutionStyles.first(where: { !styles.contains($0) }) {
            throw ExerciseSetupError.unknownStyle(patch: "\(name)/\(folder)/solutions/\(unknown).patch", styles: styles)
        }
        return ChangeRequest(
            id: id, folder: folder, title: title, scenarioIDs: scenarioIDs,
            replacedScenarios: replacedScenarios(in: text),
            solutionStyles: solutionStyles.sorted())
    }

    /// The line of a README that names the shared scenarios a request replaces.
    static let replacesPrefix = "Replaces the shared scenarios: "

    static func replacedScenarios(in readme: String) -> [String] {
        guard let line = readme.split(separator: "\n").first(where: { $0.hasPrefix(replacesPrefix) }) else { return [] }
        return line.dropFirst(replacesPrefix.count).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    /// The distinct string literals `"E1-01"`, `"E1-02"`, ... of the request's scenario files.
    static func scenarioIDs(in folder: URL, request: String) throws -> [String] {
        let files = try FolderListing.names(in: folder)
        var ids: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            ids.formUnion(scenarioIDs(inSource: text, request: request))
        }
        return ids.sorted()
    }

    static func scenarioIDs(inSource text: String, request: String) -> [String] {
        let quote = "\"" + request + "-"
        var ids: [String] = []
        var rest = text[...]
        while let start = rest.range(of: quote) {
            let digits = rest[start.upperBound...].prefix { $0.isNumber }
            let end = rest.index(start.upperBound, offsetBy: digits.count)
            if !digits.isEmpty, end < rest.endIndex, rest[end] == "\"" {
                ids.append(request + "-" + digits)
            }
            rest = rest[end...]
        }
        return ids
    }
}

/// A request folder that is not set up as the exercises need it.
package enum ExerciseSetupError: Error, Equatable, CustomStringConvertible {
    case missingReadme(folder: String)
    case noScenarios(folder: String)
    case unknownStyle(patch: String, styles: [String])

    package var description: String {
        switch self {
        case .missingReadme(let folder): "\(folder) has no README.md for the student"
        case .noScenarios(let folder):
            "\(folder)/Scenarios has no scenarios: each request checks its behaviour with its own ids"
        case .unknownStyle(let patch, let styles):
            "\(patch) is named for no registered style (the styles are \(styles.joined(separator: ", ")))"
        }
    }
}
