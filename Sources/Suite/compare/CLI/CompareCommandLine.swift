import Architecture
import Catalogue
import CommandSupport
import Foundation
import Measure

/// The `compare` executable: parses its arguments and runs a command; returns the exit status. It
/// wires the work together: the report from Measure with the architecture measures, and the random
/// sequences of `compare fuzz` from the Harness.
enum CompareCommandLine {
    @MainActor
    static func run(_ arguments: [String]) async -> Int32 {
        let command: CompareCommand
        do {
            command = try CompareCommand.parse(arguments)
        } catch {
            printError("compare: \(error)\n\n\(CompareCommand.usage)")
            return UsageError.exitStatus
        }
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        switch command {
        case .help:
            print(CompareCommand.usage)
            return 0
        case .printDefaults(let lines):
            printLine(lines)
            return 0
        case .loc(let paths):
            return emit(LocCommand.run(paths: paths, relativeTo: workingDirectory))
        case .layers(let root):
            return emit(
                LayersCommand.run(
                    root: URL(fileURLWithPath: root, isDirectory: true, relativeTo: workingDirectory), table: .standard)
            )
        case .render(let root, let output):
            let rootURL = URL(fileURLWithPath: root, isDirectory: true, relativeTo: workingDirectory)
                .standardizedFileURL
            let reports = URL(fileURLWithPath: output, isDirectory: true, relativeTo: rootURL).standardizedFileURL
            do {
                let written = try RenderCommand.run(reports: reports, packageRoot: rootURL, table: .standard)
                printLine(
                    written
                        ? "Report written again in \(output) with the results there now."
                        : "No report in \(output) to write again: make compare writes it.")
                return 0
            } catch {
                printError("compare render: \(error)")
                return 1
            }
        case .fuzz(let options):
            ChildProcesses.shared.forwardStopSignals()
            let status = await FuzzCommand.run(
                options, source: HarnessRandomSequences.play, print: printLine,
                printError: {
                    ChildProcesses.shared.parkIfStopping()
                    printError($0)
                })
            ChildProcesses.shared.parkIfStopping()
            return status
        case .show(let name):
            return ShowCommand.run(styleNamed: name, print: printLine, printError: printError)
        case .report(let options):
            ChildProcesses.shared.forwardStopSignals()
            let steps = StepClock { printLine($0) }
            do {
                let command = ReportCommand(
                    options: options, table: .standard, architecture: { try await ArchitectureMeasure.report($0) },
                    steps: steps)
                let written = try await command.run()
                if let note = written.note { printLine(note) }
                let handouts = written.files.filter {
                    $0.deletingLastPathComponent().lastPathComponent == ReportWriter.handoutFolder
                }
                let pages = written.files.filter { !handouts.contains($0) }.map(\.lastPathComponent)
                printLine(
                    "Report written: " + pages.joined(separator: ", ") + " and \(handouts.count) handout files "
                        + "(\(ReportWriter.handoutFolder)/) in " + options.output)
                return 0
            } catch {
                ChildProcesses.shared.parkIfStopping()
                printError("compare report: \(error)")
                return 1
            }
        }
    }

    private static func emit(_ output: CommandOutput) -> Int32 {
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        return output.status
    }

    @Sendable private static func printLine(_ line: String) {
        Terminal.printLine(line)
    }

    private static func printError(_ message: String) {
        Terminal.printError(message)
    }
}
