import Catalogue
import CommandSupport
import Foundation
import Measure
import Results

/// `exercises check` and `exercises measure`: a student's solution of one request in one style,
/// read from the working copy, for `make exercise-check`. The check says what is wrong in plain
/// words; the measure treats the working copy's change like a reference patch.
package struct WorkingCopyCommand {
    let root: URL
    let style: StyleDefinition
    let requestID: String
    /// The folder that holds exercises.json.
    let reports: URL
    let workingCopy: WorkingCopy
    let table: LayerTable

    /// Runs `check` or `measure`, as the options say; prints its findings or its table, and returns the exit status.
    package static func run(_ options: ExercisesOptions, table: LayerTable = .standard) -> Int32 {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let root = URL(fileURLWithPath: options.root, isDirectory: true, relativeTo: workingDirectory)
            .standardizedFileURL
        guard let git = ProgramSearch.locate(options.git) else {
            Terminal.printError("exercises: cannot find \(options.git) on PATH")
            return 1
        }
        guard let style = table.styles.first(where: { $0.name == options.style }) else {
            Terminal.printError(
                "exercises: there is no style \(options.style ?? ""); the styles are "
                    + table.styles.map(\.name).joined(separator: ", "))
            return UsageError.exitStatus
        }
        let command = WorkingCopyCommand(
            root: root, style: style, requestID: options.requests?.first ?? "",
            reports: URL(fileURLWithPath: options.output, isDirectory: true, relativeTo: root).standardizedFileURL,
            workingCopy: WorkingCopy(root: root, git: git), table: table)
        do {
            if options.command == .check {
                let findings = try command.check()
                for finding in findings { Terminal.printLine("✘ " + finding) }
                return findings.isEmpty ? 0 : 1
            }
            Terminal.printLine(try command.measure())
            return 0
        } catch {
            Terminal.printError("exercises: \(error)")
            return 1
        }
    }

    /// What is wrong with the working copy besides its tests; empty when nothing is.
    func check() throws -> [String] {
        let changed = try workingCopy.changedPaths()
        let inventory = try SourceInventory.load(packageRoot: root, table: table)
        return try StyleCheck(style: style, table: table).findings(changed: changed, inventory: inventory)
    }

    /// The working copy's change to the style's two folders, measured as `make exercises` measures a
    /// solution, in a table beside the reference solution's row from exercises.json.
    func measure() throws -> String {
        let measure = SolutionMeasure(style: style, table: table)
        let requests = try ExerciseFolder.requests(packageRoot: root, styles: table.styles.map(\.name))
        guard let request = requests.first(where: { $0.id == requestID }) else {
            throw ExerciseRunError.noSuchRequest(requestID, known: requests.map(\.id))
        }
        let changed = try workingCopy.changedPaths().filter { path in
            measure.allowedFolders.contains(where: path.hasPrefix)
        }
        let folders = measure.allowedFolders.map { String($0.dropLast()) }.joined(separator: " and ")
        let base = try workingCopy.base()
        let start =
            base == "HEAD"
            ? "your last commit" : "commit \(base.prefix(7)), where your work left main, committed or not"
        guard !changed.isEmpty else { return "Nothing to measure: \(folders) are as at \(start)." }
        var yours = try measure.measure(try workingCopy.inputs(changed))
        yours.style = "\(style.name), yours"
        let section = try ExerciseSection.read(packageRoot: root, reports: reports)
        var reference = section.results?.requests.first { $0.id == request.id }?.solutions.first {
            $0.style == style.name
        }
        reference?.style = "\(style.name), reference"
        let costs = RequestCost(
            id: request.id, folder: request.folder, title: request.title, scenarioCount: request.scenarioIDs.count,
            solutions: [yours] + [reference].compactMap { $0 }, missingStyles: [])
        let source =
            if reference != nil, let commit = section.results?.commit {
                "The reference row is the one in \(ExerciseResults.fileName) (make exercises, commit \(commit))."
            } else {
                "No reference row: " + (section.note ?? "\(ExerciseResults.fileName) has no \(style.name) solution")
                    + "."
            }
        return "Your change to \(folders) since \(start), new files included, measured as make exercises "
            + "measures the reference solutions:" + CostTable.text([costs]) + "\n" + source
    }
}
