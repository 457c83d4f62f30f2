import CommandSupport
import Foundation
import Measure
import Testing

@testable import compare

@Suite("The compare command line")
struct CompareCommandTests {
    @Test("parses show with its style, MVC by default")
    func parsesShow() throws {
        #expect(try CompareCommand.parse(["show", "--style", "TCA"]) == .show(style: "TCA"))
        #expect(try CompareCommand.parse(["show"]) == .show(style: "MVC"))
    }

    @Test("parses loc with its files and folders")
    func parsesLoc() throws {
        #expect(try CompareCommand.parse(["loc", "a.swift", "Sources"]) == .loc(paths: ["a.swift", "Sources"]))
    }

    @Test("parses report options over the defaults")
    func parsesReport() throws {
        var expected = ReportOptions()
        expected.seed = 42
        expected.output = "out"
        expected.buildSeconds = 1.5
        expected.lifetimesEvery = 1

        #expect(
            try CompareCommand.parse([
                "report", "--seed", "42", "--output", "out", "--build-seconds", "1.5", "--lifetimes-every", "1",
            ]) == .report(expected))
    }

    @Test("the architecture measures are on unless --without-architecture leaves them out")
    func architectureSwitch() throws {
        var expected = ReportOptions()
        expected.architecture = false

        #expect(ReportOptions().architecture)
        #expect(try CompareCommand.parse(["report", "--without-architecture"]) == .report(expected))
    }

    @Test("report defaults: the shared build folder, 1,000 sequences of 30 steps per style, lifetimes in every 10th")
    func reportDefaults() {
        let options = ReportOptions()

        #expect(options.scratchPath == ".build")
        #expect(
            (options.seed, options.sequences, options.steps, options.lifetimesEvery) == (20_261_118, 1_000, 30, 10))
        #expect(
            options.testEnvironment == [
                "RANDOM_SEED": "20261118", "RANDOM_SEQUENCES": "1000", "RANDOM_STEPS": "30",
                "RANDOM_LIFETIMES_EVERY": "10",
            ])
    }

    @Test("parses fuzz options over the defaults: 10,000 sequences of 30 steps, lifetimes in every 10th")
    func parsesFuzz() throws {
        var expected = FuzzOptions()
        expected.sequences = 5
        expected.jobs = 3
        expected.lifetimesEvery = 1

        let parsed = try CompareCommand.parse(["fuzz", "--sequences", "5", "--jobs", "3", "--lifetimes-every", "1"])

        #expect(parsed == .fuzz(expected))
        let defaults = FuzzOptions()
        #expect(
            (defaults.seed, defaults.sequences, defaults.steps, defaults.lifetimesEvery) == (20_261_118, 10_000, 30, 10)
        )
    }

    @Test("fuzz's --style names the one style to play against; without it every style is played")
    func parsesFuzzStyle() throws {
        var expected = FuzzOptions()
        expected.style = "MV"

        #expect(try CompareCommand.parse(["fuzz", "--style", "MV"]) == .fuzz(expected))
        #expect(FuzzOptions().style == nil)
    }

    @Test("parses render with its root and output, and their defaults")
    func parsesRender() throws {
        #expect(try CompareCommand.parse(["render"]) == .render(root: ".", output: "Reports"))
        #expect(
            try CompareCommand.parse(["render", "--output", "Out", "--root", "/p"])
                == .render(root: "/p", output: "Out"))
    }

    @Test("help, --help and -h, alone or after a command, ask for the usage")
    func parsesHelp() throws {
        #expect(try CompareCommand.parse(["help"]) == .help)
        #expect(try CompareCommand.parse(["--help"]) == .help)
        #expect(try CompareCommand.parse(["fuzz", "--help"]) == .help)
        #expect(try CompareCommand.parse(["report", "--seed", "3", "-h"]) == .help)
    }

    @Test("--print-defaults alone after a command gives its defaults as name=value lines")
    func printsDefaults() throws {
        #expect(
            try CompareCommand.parse(["report", "--print-defaults"])
                == .printDefaults(
                    "root=.\nscratch-path=.build\noutput=Reports\nseed=20261118\nsequences=1000\nsteps=30\n"
                        + "lifetimes-every=10"))
        #expect(try CompareCommand.parse(["render", "--print-defaults"]) == .printDefaults("root=.\noutput=Reports"))
        #expect(throws: UsageError("loc takes no options, so it has no defaults")) {
            try CompareCommand.parse(["loc", "--print-defaults"])
        }
    }

    @Test("the usage states each default as the options have it")
    func usageStatesDefaults() {
        let usage = CompareCommand.usage

        #expect(
            usage.contains(
                "--scratch-path .build --output Reports --seed 20261118 --sequences 1000 --steps 30 --lifetimes-every 10"
            ))
        #expect(usage.contains("--seed 20261118 --sequences 10000 --steps 30 --lifetimes-every 10"))
        #expect(!usage.contains(FuzzOptions.workerFlag))
        #expect(
            usage.contains(
                "A plain test run (make test, swift test) plays 100 sequences per style, with lifetimes every 1"))
    }

    @Test(
        "rejects mistakes with a message",
        arguments: [
            (["loc"], "loc needs at least one file or folder"),
            (["report", "--seed"], "option --seed needs a value"),
            (["report", "--seed", "x"], "option --seed needs a whole number, not 'x'"),
            (["report", "--build-seconds", "x"], "option --build-seconds needs a number of seconds, not 'x'"),
            (["fuzz", "--sequences", "-1"], "option --sequences needs a whole number, not '-1'"),
            (["report", "--colour", "red"], "unknown option '--colour'"),
            (["report", "--fresh"], "unknown option '--fresh'"),
            (["fuzz", "--count", "5"], "unknown option '--count'"),
            (["fuzz", "--jobs", "0"], "option --jobs needs a whole number above 0, not '0'"),
            (["fuzz", "--lifetimes-every", "0"], "option --lifetimes-every needs a whole number above 0, not '0'"),
            (
                ["fuzz", "--style", "MVX"],
                "option --style: there is no style named MVX; the styles are MVC, MVVM, VIPER, MVP, MVVMC, TEA, VIP, MV, "
                    + "MVVMSwiftUI, TCA"
            ),
            (["report", "--lifetimes-every", "0"], "option --lifetimes-every needs a whole number above 0, not '0'"),
            (["frobnicate"], "unknown command 'frobnicate'"),
            ([], "missing command"),
        ])
    func rejects(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try CompareCommand.parse(arguments) }
    }
}
