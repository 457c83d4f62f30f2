import CommandSupport
import Measure
import Results

/// What `compare` was asked to do, parsed from its arguments.
enum CompareCommand: Equatable {
    case loc(paths: [String])
    case layers(root: String)
    case report(ReportOptions)
    case render(root: String, output: String)
    case fuzz(FuzzOptions)
    case show(style: String)
    /// `compare <command> --print-defaults`: the command's defaults, one `name=value` line each.
    case printDefaults(String)
    case help

    /// What `compare layers` accepts.
    static let layersParser = OptionParser([OptionDeclaration("--root", .text(placeholder: "DIR"), default: ".")])
    /// What `compare render` accepts.
    static let renderParser = OptionParser([
        OptionDeclaration("--root", .text(placeholder: "DIR"), default: "."),
        OptionDeclaration("--output", .text(placeholder: "DIR"), default: "Reports"),
    ])
    /// What `compare show` accepts.
    static let showParser = OptionParser([OptionDeclaration("--style", .text(placeholder: "STYLE"), default: "MVC")])
    /// The commands that take options, by name.
    static let parsers: [String: OptionParser] = [
        "layers": layersParser, "report": ReportOptions.parser, "render": renderParser, "fuzz": FuzzOptions.parser,
        "show": showParser,
    ]

    static var usage: String {
        """
        Usage:
          compare loc PATH...
              Count the code, comment and blank lines of Swift files, and of every .swift file under
              each folder; prints JSON. Paths that cannot be counted are named on standard error.
          compare layers \(layersParser.synopsis())
              Print the layer of every style and shared source file.
          compare report \(ReportOptions.parser.synopsis(width: 90, indent: 17))
              Run the tests by kind with coverage, read the scenario results they record, and write
              the report. --without-architecture leaves out "What the architecture buys" and the
              per-case profiles it needs (for the benchmark that prices it). Expects a build made with
              swift build --build-tests --enable-code-coverage -Xswiftc -warnings-as-errors
              Defaults: \(ReportOptions.parser.defaults)
          compare render \(renderParser.synopsis())
              Write the report in OUTPUT again from its comparison.json and environment.json, with the
              mutation results as they are now; runs no test (make mutate runs it after its results).
              Defaults: \(renderParser.defaults)
          compare fuzz \(FuzzOptions.parser.synopsis(width: 90, indent: 15))
              Play random operation sequences against every style, or the one --style names; fails on
              a divergence and prints its seed and the shortest failing sequence. Ends with the time
              each style and each UI framework took.
              Defaults: \(FuzzOptions.parser.defaults)
          compare show \(showParser.synopsis())
              Play a short tour of one style's app (add a task, mark it done, add a contact, import)
              and print each screen as text.
              Defaults: \(showParser.defaults)
        compare COMMAND --print-defaults
              Print the defaults of COMMAND (layers, report, render, fuzz or show), one name=value line each,
              for scripts.
        Sequence i of a run is generated from seed + i, so a failing one replays alone with
        --seed <its seed> --sequences 1. The sequences whose seed is a multiple of --lifetimes-every
        are also checked for objects that outlive the app (1: every sequence).
        A plain test run (make test, swift test) plays \(RandomSequenceDefaults.testSequences) sequences per style, \
        with lifetimes every \(RandomSequenceDefaults.testLifetimesEvery);
        the environment variables \(RandomSequenceDefaults.seedVariable), \(RandomSequenceDefaults.sequencesVariable), \
        \(RandomSequenceDefaults.stepsVariable) and \(RandomSequenceDefaults.lifetimesEveryVariable)
        set a test run's seed, sequences, steps and lifetimes every.
        """
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> CompareCommand {
        guard let name = arguments.first else { throw UsageError("missing command") }
        let rest = Array(arguments.dropFirst())
        // `compare fuzz --help` asks for the usage, not about an option called --help.
        if OptionParser.asksForHelp([name] + rest.filter { $0.hasPrefix("-") }) { return .help }
        if rest == [OptionParser.printDefaultsFlag] {
            guard let parser = parsers[name] else {
                throw UsageError(
                    name == "loc" ? "loc takes no options, so it has no defaults" : "unknown command '\(name)'")
            }
            return .printDefaults(parser.defaultLines)
        }
        switch name {
        case "loc":
            guard !rest.isEmpty else { throw UsageError("loc needs at least one file or folder") }
            return .loc(paths: rest)
        case "layers":
            return .layers(root: try layersParser.parse(rest).text("--root") ?? ".")
        case "report":
            return .report(try ReportOptions(arguments: rest))
        case "render":
            let options = try renderParser.parse(rest)
            return .render(root: options.text("--root") ?? ".", output: options.text("--output") ?? "Reports")
        case "fuzz":
            return .fuzz(try FuzzOptions(arguments: rest))
        case "show":
            return .show(style: try showParser.parse(rest).text("--style") ?? "MVC")
        default:
            throw UsageError("unknown command '\(name)'")
        }
    }
}
