import Foundation

/// Runs the Harness's scenario matrix: seed, number of random sequences, steps per sequence.
public typealias ScenarioMatrixSource = @MainActor (UInt64, Int, Int) -> ScenarioMatrix

/// Runs only the Harness's random sequences: seed, number of sequences, steps per sequence.
public typealias RandomSequenceSource = @MainActor (UInt64, Int, Int) -> RandomSequenceOutcome

/// The `compare` executable: parses its arguments and runs a command; returns the exit status.
public enum CompareCommandLine {
    @MainActor
    public static func run(
        _ arguments: [String], scenarioMatrix: @escaping ScenarioMatrixSource,
        randomSequences: RandomSequenceSource
    ) async -> Int32 {
        let command: CompareCommand
        do {
            command = try CompareCommand.parse(arguments)
        } catch {
            printError("compare: \(error)\n\n\(CompareCommand.usage)")
            return 64
        }
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        switch command {
        case .help:
            print(CompareCommand.usage)
            return 0
        case .loc(let paths):
            return emit(LocCommand.run(paths: paths, relativeTo: workingDirectory))
        case .layers(let root):
            return emit(
                LayersCommand.run(
                    root: URL(fileURLWithPath: root, isDirectory: true, relativeTo: workingDirectory), table: .standard)
            )
        case .fuzz(let seed, let count, let steps):
            return emit(FuzzCommand.run(randomSequences(seed, count, steps)))
        case .report(let options):
            let steps = StepClock { printLine($0) }
            do {
                var command = ReportCommand(
                    options: options, table: .standard, scenarioMatrix: scenarioMatrix, steps: steps)
                let written = try await command.run()
                printLine(
                    "Report written: " + written.map(\.lastPathComponent).joined(separator: ", ") + " in "
                        + options.output)
                return 0
            } catch {
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

    /// Unbuffered, so progress shows as it happens even when the output is a pipe.
    private static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
