/// The options of the `exercises` command.
struct ExercisesOptions: Equatable {
    /// What the command does: measure every reference solution, or look at a student's working copy.
    enum Command: String, Equatable {
        /// `make exercises`: apply, test and measure every style's solution.
        case run
        /// The checks of `make exercise-check` that need no test run, in the working copy.
        case check
        /// The working copy's change to one style, measured as the solutions are, beside the reference's.
        case measure
        /// What `make exercise-check` needs of one request and one style: folders and replaced scenarios.
        case plan
    }

    var command = Command.run
    var root = "."
    var scratch = ".build-exercises"
    var output = "Reports"
    var swift = "swift"
    var git = "git"
    /// The test build's flags; a `--scratch-path` among them is replaced by the copy's own.
    var buildFlags = ["-Xswiftc", "-warnings-as-errors"]
    /// Request ids to run; nil runs every request (and only then are results written).
    var requests: [String]?
    /// The style `check`, `measure` and `plan` look at.
    var style: String?

    static let usage = """
        Usage: exercises [--root DIR] [--scratch DIR] [--output DIR] [--swift PATH] [--git PATH]
                         [--build-flags "FLAGS"] [--request E1[,E2...]]
          Applies every style's solution of each change request in Exercises/ to a scratch copy of the
          working tree, builds it once per request, runs the shared scenarios, the request's scenarios and
          each style's unit tests, measures each solution and writes OUTPUT/exercises.json.
          With --request only those requests run, and nothing is written.
               exercises check --request E3 --style MVVM [--root DIR] [--git PATH]
          Checks the working copy as make exercise-check does besides the tests: changes only in the
          style's folders, a layer for every file's name, the style's layer rules, every test measured.
               exercises measure --request E3 --style MVVM [--root DIR] [--git PATH] [--output DIR]
          Measures the working copy's change to the style (against HEAD, new files included) as the
          reference solutions are measured, and prints it beside the reference's row in OUTPUT/exercises.json.
               exercises plan --request E3 --style MVVM [--root DIR]
          Prints, one "name: value" line each, the request, its folder, the shared scenarios it replaces
          (skip), the style, its test target and its two folders; an unknown request or style is answered
          with the ones there are.
        Defaults: --root . --scratch .build-exercises --output Reports --swift swift --git git
                  --build-flags "-Xswiftc -warnings-as-errors"
        """

    init() {}

    init(arguments: [String]) throws(ExercisesUsageError) {
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            guard let command = Command(rawValue: first), command != .run else {
                throw ExercisesUsageError("unknown command \(first): the commands are check, measure and plan")
            }
            self.command = command
            rest = rest.dropFirst()
        }
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { throw ExercisesUsageError("\(option) needs a value") }
            switch option {
            case "--root": root = value
            case "--scratch": scratch = value
            case "--output": output = value
            case "--swift": swift = value
            case "--git": git = value
            case "--build-flags": buildFlags = Self.withoutScratchPath(value.split(separator: " ").map(String.init))
            case "--request": requests = value.split(separator: ",").map { $0.hasPrefix("E") ? String($0) : "E" + $0 }
            case "--style": style = value
            default: throw ExercisesUsageError("unknown option \(option)")
            }
        }
        // plan answers a missing request or style itself, with the ones there are.
        guard command != .run, command != .plan else { return }
        guard style != nil, requests?.count == 1 else {
            throw ExercisesUsageError("\(command.rawValue) needs one --request and one --style")
        }
    }

    /// The flags without `--scratch-path X`: the copy builds in its own folder.
    static func withoutScratchPath(_ flags: [String]) -> [String] {
        var kept: [String] = []
        var skipNext = false
        for flag in flags {
            if skipNext {
                skipNext = false
            } else if flag == "--scratch-path" {
                skipNext = true
            } else if !flag.hasPrefix("--scratch-path=") {
                kept.append(flag)
            }
        }
        return kept
    }
}

/// A mistake in the command line; the message says which.
struct ExercisesUsageError: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
