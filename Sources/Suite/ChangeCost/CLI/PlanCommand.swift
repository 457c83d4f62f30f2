import Catalogue
import CommandSupport
import Foundation

/// `exercises plan`: what `make exercise-check` needs to know of one request in one style, worked out
/// here so that the script reads nothing of a request's README or of the style catalogue itself.
/// Prints one `name: value` line each: the request, its folder, the shared scenarios its own replace
/// (comma-separated, for `SCENARIO_SKIP`), the style, its test target and its two folders. A request
/// or style that does not exist is answered with the ones that do.
package struct PlanCommand {
    let requests: [ChangeRequest]
    let styles: [StyleDefinition]

    /// The plan's lines; a usage error, naming the valid requests and styles, when either is unknown.
    /// A style may be given in any case ("mvvm").
    func lines(request requestID: String?, style styleName: String?) throws(UsageError) -> [String] {
        let choices =
            "the requests are \(requests.map(\.id).joined(separator: ", ")); "
            + "the styles are \(styles.map(\.name).joined(separator: ", "))"
        guard let requestID, let styleName else {
            throw UsageError("plan needs one --request and one --style: \(choices)")
        }
        guard let request = requests.first(where: { $0.id == requestID }) else {
            throw UsageError("there is no request \(requestID): \(choices)")
        }
        guard let style = styles.first(where: { $0.name.lowercased() == styleName.lowercased() }) else {
            throw UsageError("there is no style \(styleName): \(choices)")
        }
        return [
            "request: \(request.id)",
            "folder: \(ExerciseFolder.name)/\(request.folder)",
            "skip: \(request.replacedScenarios.joined(separator: ","))",
            "style: \(style.name)",
            "test target: \(style.testTarget)",
            "sources: \(style.sourceFolder)",
            "tests: \(style.testFolder)",
        ]
    }

    /// Prints the plan, or the error; returns the exit status (64 for an unknown request or style).
    package static func run(_ options: ExercisesOptions, table: LayerTable = .standard) -> Int32 {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let root = URL(fileURLWithPath: options.root, isDirectory: true, relativeTo: workingDirectory)
            .standardizedFileURL
        let requests: [ChangeRequest]
        do {
            requests = try ExerciseFolder.requests(packageRoot: root, styles: table.styles.map(\.name))
        } catch {
            Terminal.printError("exercises: \(error)")
            return 1
        }
        do {
            let lines = try PlanCommand(requests: requests, styles: table.styles).lines(
                request: options.requests?.count == 1 ? options.requests?.first : nil, style: options.style)
            Terminal.printLine(lines.joined(separator: "\n"))
            return 0
        } catch {
            Terminal.printError("exercises: \(error)")
            return 64
        }
    }
}
