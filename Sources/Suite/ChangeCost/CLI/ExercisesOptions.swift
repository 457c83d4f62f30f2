import CommandSupport

/// The options of the `exercises` command.
package struct ExercisesOptions: Equatable {
    /// What the command does: measure every reference solution, or look at a student's working copy.
    package enum Command: String, Equatable {
        /// `make exercises`: apply, test and measure every style's solution.
        case run
        /// The checks of `make exercise-check` that need no test run, in the working copy.
        case check
        /// The working copy's change to one style, measured as the solutions are, beside the reference's.
        case measure
        /// What `make exercise-check` needs of one request and one style: folders and replaced scenarios.
        case plan
    }

    package var command = Command.run
    package var root = "."
    package var scratch = ".build-exercises"
    package var output = "Reports"
    package var swift = "swift"
    package var git = "git"
    /// The test build's flags; a `--scratch-path` among them is replaced by the copy's own.
    package var buildFlags = ["-Xswiftc", "-warnings-as-errors"]
    /// Request ids to run; nil runs every request (and only then are results written).
    package var requests: [String]?
    /// The style `check`, `measure` and `plan` look at.
    package var style: String?

    /// What `exercises` accepts, with the defaults its usage states.
    static let parser: OptionParser = {
        let defaults = ExercisesOptions()
        return OptionParser([
            OptionDeclaration("--root", .text(placeholder: "DIR"), default: defaults.root),
            OptionDeclaration("--scratch", .text(placeholder: "DIR"), default: defaults.scratch),
            OptionDeclaration("--output", .text(placeholder: "DIR"), default: defaults.output),
            OptionDeclaration("--swift", .text(placeholder: "PATH"), default: defaults.swift),
            OptionDeclaration("--git", .text(placeholder: "PATH"), default: defaults.git),
            OptionDeclaration(
                "--build-flags", .text(placeholder: "\"FLAGS\""),
                default: "\"" + defaults.buildFlags.joined(separator: " ") + "\""),
            OptionDeclaration("--request", .text(placeholder: "E1[,E2...]")),
            OptionDeclaration("--style", .text(placeholder: "STYLE")),
        ])
    }()

    package static let usage = """
        Usage: exercises \(parser.synopsis(width: 100, indent: 17))
          Applies every style's solution of each change request in Exercises/ to a scratch copy of the
          working tree, builds it once per request, runs the shared scenarios, the request's scenarios and
          each style's unit tests, measures each solution and writes OUTPUT/exercises.json.
          With --request only those requests run, and nothing is written.
               exercises check --request E3 --style MVVM [--root DIR] [--git PATH]
          Checks the working copy as make exercise-check does besides the tests: changes only in the
          style's folders, a layer for every file's name, the style's layer rules, every test measured.
               exercises measure --request E3 --style MVVM [--root DIR] [--git PATH] [--output DIR]
          Measures the working copy's change to the style (since where the branch left main, committed or not, new files included) as the
          reference solutions are measured, and prints it beside the reference's row in OUTPUT/exercises.json.
               exercises plan --request E3 --style MVVM [--root DIR]
          Prints, one "name: value" line each, the request, its folder, the shared scenarios it replaces
          (skip), the style, its test target and its two folders; an unknown request or style is answered
          with the ones there are.
        Defaults: \(parser.defaults)
        """

    package init() {}

    package init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            guard let command = Command(rawValue: first), command != .run else {
                throw UsageError("unknown command \(first): the commands are check, measure and plan")
            }
            self.command = command
            rest = rest.dropFirst()
        }
        let options = try Self.parser.parse(rest)
        root = options.text("--root") ?? root
        scratch = options.text("--scratch") ?? scratch
        output = options.text("--output") ?? output
        swift = options.text("--swift") ?? swift
        git = options.text("--git") ?? git
        if let flags = options.text("--build-flags") {
            buildFlags = Self.withoutScratchPath(flags.split(separator: " ").map(String.init))
        }
        requests = options.text("--request").map { value in
            value.split(separator: ",").map { $0.hasPrefix("E") ? String($0) : "E" + $0 }
        }
        style = options.text("--style")
        // plan answers a missing request or style itself, with the ones there are.
        guard command != .run, command != .plan else { return }
        guard style != nil, requests?.count == 1 else {
            throw UsageError("\(command.rawValue) needs one --request and one --style")
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
