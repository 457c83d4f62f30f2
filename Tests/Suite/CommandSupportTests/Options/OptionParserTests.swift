import Testing

@testable import CommandSupport

@Suite("OptionParser")
struct OptionParserTests {
    private let parser = OptionParser([
        OptionDeclaration("--output", .text(placeholder: "DIR"), default: "Reports"),
        OptionDeclaration("--seed", .wholeNumber, default: "7"),
        OptionDeclaration("--repetitions", .count, default: "5"),
        OptionDeclaration("--build-seconds", .seconds),
        OptionDeclaration("--fresh", .flag),
        OptionDeclaration("--worker", .flag, hidden: true),
    ])

    @Test("values and flags are read by name; what was not given is nil or false")
    func readsValuesAndFlags() throws {
        let options = try parser.parse(["--output", "Out", "--seed", "18446744073709551615", "--fresh"])

        #expect(options.text("--output") == "Out")
        #expect(try options.number("--seed", as: UInt64.self) == 18_446_744_073_709_551_615)
        #expect(options.flag("--fresh"))
        #expect(!options.flag("--worker"))
        #expect(try options.number("--repetitions", as: Int.self) == nil)
        #expect(options.seconds("--build-seconds") == nil)
    }

    @Test("seconds may have a fraction")
    func readsSeconds() throws {
        #expect(try parser.parse(["--build-seconds", "12.5"]).seconds("--build-seconds") == 12.5)
    }

    @Test(
        "a mistake is refused with a message that names the option and the value",
        arguments: [
            (["--colour", "red"], "unknown option '--colour'"),
            (["--output"], "option --output needs a value"),
            (["--repetitions", "x"], "option --repetitions needs a whole number above 0, not 'x'"),
            (["--repetitions", "0"], "option --repetitions needs a whole number above 0, not '0'"),
            (["--seed", "-1"], "option --seed needs a whole number, not '-1'"),
            (["--build-seconds", "soon"], "option --build-seconds needs a number of seconds, not 'soon'"),
        ])
    func refusesMistakes(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try parser.parse(arguments) }
    }

    @Test("a whole number too large for what the command keeps is refused with the largest it takes")
    func refusesNumbersThatDoNotFit() throws {
        let options = try parser.parse(["--seed", "300"])

        #expect(throws: UsageError("option --seed needs a whole number up to 127, not '300'")) {
            try options.number("--seed", as: Int8.self)
        }
    }

    @Test("the synopsis lists every option that is not hidden, with its value's name, wrapped and indented")
    func synopsis() {
        #expect(
            parser.synopsis(width: 50, indent: 4) == """
                [--output DIR] [--seed N] [--repetitions N]
                    [--build-seconds S] [--fresh]
                """)
    }

    @Test("the defaults name every option that states one, in the declared order")
    func defaults() {
        #expect(parser.defaults == "--output Reports --seed 7 --repetitions 5")
    }

    @Test("the default lines give a script each stated default as name=value, in the declared order")
    func defaultLines() {
        #expect(parser.defaultLines == "output=Reports\nseed=7\nrepetitions=5")
    }

    @Test("help, --help and -h ask for the usage wherever they are")
    func help() {
        #expect(OptionParser.asksForHelp(["run", "--help"]))
        #expect(OptionParser.asksForHelp(["-h"]))
        #expect(OptionParser.asksForHelp(["help"]))
        #expect(!OptionParser.asksForHelp(["run", "--output", "Out"]))
        #expect(UsageError.exitStatus == 64)
    }
}
