/// The options of the `exercises` command.
struct ExercisesOptions: Equatable {
    var root = "."
    var scratch = ".build-exercises"
    var output = "Reports"
    var swift = "swift"
    var git = "git"
    /// The test build's flags; a `--scratch-path` among them is replaced by the copy's own.
    var buildFlags = ["-Xswiftc", "-warnings-as-errors"]
    /// Request ids to run; nil runs every request (and only then are results written).
    var requests: [String]?

    static let usage = """
        Usage: exercises [--root DIR] [--scratch DIR] [--output DIR] [--swift PATH] [--git PATH]
                         [--build-flags "FLAGS"] [--request E1[,E2...]]
          Applies every style's solution of each change request in Exercises/ to a scratch copy of the
          working tree, builds it once per request, runs the shared scenarios, the request's scenarios and
          each style's unit tests, measures each solution and writes OUTPUT/exercises.json.
          With --request only those requests run, and nothing is written.
        Defaults: --root . --scratch .build-exercises --output Reports --swift swift --git git
                  --build-flags "-Xswiftc -warnings-as-errors"
        """

    init() {}

    init(arguments: [String]) throws(ExercisesUsageError) {
        var rest = arguments[...]
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
            default: throw ExercisesUsageError("unknown option \(option)")
            }
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
