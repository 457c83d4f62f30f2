import CommandSupport
import Testing

@testable import ChangeCost

@Suite("ExercisesOptions")
struct ExercisesOptionsTests {
    @Test("the test build's scratch path is dropped from the flags, in both spellings")
    func buildFlags() throws {
        let options = try ExercisesOptions(arguments: [
            "--build-flags", "--scratch-path .build -Xswiftc -warnings-as-errors --scratch-path=.other",
        ])

        #expect(options.buildFlags == ["-Xswiftc", "-warnings-as-errors"])
    }

    @Test("requests may be given with or without their E, separated by commas")
    func requests() throws {
        #expect(try ExercisesOptions(arguments: ["--request", "1,E3"]).requests == ["E1", "E3"])
        #expect(try ExercisesOptions(arguments: []).requests == nil)
    }

    @Test("an unknown option or a missing value is a usage error")
    func usageErrors() {
        #expect(throws: UsageError("unknown option '--fast'")) {
            try ExercisesOptions(arguments: ["--fast", "yes"])
        }
        #expect(throws: UsageError("option --root needs a value")) { try ExercisesOptions(arguments: ["--root"]) }
    }

    @Test("check and measure take one request and one style")
    func workingCopyCommands() throws {
        let options = try ExercisesOptions(arguments: ["measure", "--request", "3", "--style", "MVVM"])

        #expect(options.command == .measure)
        #expect(options.requests == ["E3"])
        #expect(options.style == "MVVM")
        #expect(try ExercisesOptions(arguments: []).command == .run)
        #expect(throws: UsageError("check needs one --request and one --style")) {
            try ExercisesOptions(arguments: ["check", "--request", "1,2", "--style", "MVC"])
        }
        #expect(throws: UsageError("unknown command grade: the commands are check, measure and plan")) {
            try ExercisesOptions(arguments: ["grade"])
        }
    }
}
