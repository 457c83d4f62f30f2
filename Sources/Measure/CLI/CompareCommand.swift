/// What `compare` was asked to do, parsed from its arguments.
enum CompareCommand: Equatable {
    case loc(paths: [String])
    case layers(root: String)
    case report(ReportOptions)
    case fuzz(seed: UInt64, count: Int, steps: Int)
    case help

    static let usage = """
        Usage:
          compare loc FILE...        Count code, comment and blank lines of Swift files; prints JSON.
          compare layers [--root DIR]
                                     Print the layer of every style and shared source file.
          compare report [--root DIR] [--scratch-path DIR] [--output DIR]
                         [--seed N] [--sequences N] [--steps N] [--build-seconds S] [--fresh]
                                     Run the tests by kind with coverage, the scenario matrix, and write the report.
                                 Reuses the last results when the binaries are unchanged, unless --fresh.
                                     Expects a build made with
                                     swift build --build-tests --enable-code-coverage --scratch-path DIR
          compare fuzz [--seed N] [--count N] [--steps N]
                                     Run the random operation sequences (and the scenario matrix); fails on a divergence.
        Defaults: --root . --scratch-path .build-cov --output Reports --seed 20261118 --sequences 200 --steps 25
        """

    static func parse(_ arguments: [String]) throws -> CompareCommand {
        guard let name = arguments.first else { throw UsageError("missing command") }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "loc":
            guard !rest.isEmpty else { throw UsageError("loc needs at least one file") }
            return .loc(paths: rest)
        case "layers":
            let options = try OptionList(rest, allowed: ["--root"])
            return .layers(root: options.string("--root") ?? ".")
        case "report":
            return .report(try ReportOptions(arguments: rest))
        case "fuzz":
            let options = try OptionList(rest, allowed: ["--seed", "--count", "--steps"])
            return .fuzz(
                seed: try options.number("--seed", as: UInt64.self) ?? 1,
                count: try options.number("--count", as: Int.self) ?? 1000,
                steps: try options.number("--steps", as: Int.self) ?? 30
            )
        case "help", "--help", "-h":
            return .help
        default:
            throw UsageError("unknown command '\(name)'")
        }
    }
}

/// A mistake in the command line; the message says which.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
