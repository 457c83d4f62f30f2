import Foundation
import Measure
import Testing

@testable import Architecture

@Suite("FunctionList")
struct FunctionListTests {
    @Test("records are matched to LCOV's functions by the hash of the name, or of path:name for a private one")
    func places() {
        let records = [
            FunctionRecord(nameHash: MD5.low64("$s3MVC4CellC4showyyF"), firstCounter: 0, counterCount: 1),
            FunctionRecord(
                nameHash: MD5.low64("/p/Sources/Styles/MVC/Cell.swift:$s3MVC4Cell4hide33_ABLLyyF"), firstCounter: 1,
                counterCount: 2),
            FunctionRecord(nameHash: MD5.low64("$s7Harness6DriverC3tapyyF"), firstCounter: 3, counterCount: 1),
        ]
        let lcov = """
            SF:/p/Sources/Styles/MVC/Cell.swift
            FN:4,$s3MVC4CellC4showyyF
            FN:9,$s3MVC4Cell4hide33_ABLLyyF
            FNDA:0,$s3MVC4CellC4showyyF
            DA:4,0
            end_of_record
            SF:/elsewhere/Driver.swift
            FN:2,$s7Harness6DriverC3tapyyF
            end_of_record

            """

        let places = FunctionList.places(
            of: records, lcov: Data(lcov.utf8), reader: CoverageExportReader(packageRoot: URL(fileURLWithPath: "/p")))

        #expect(
            places == [
                0: FunctionPlace(path: "Sources/Styles/MVC/Cell.swift", line: 4, name: "$s3MVC4CellC4showyyF"),
                1: FunctionPlace(path: "Sources/Styles/MVC/Cell.swift", line: 9, name: "$s3MVC4Cell4hide33_ABLLyyF"),
            ])
    }

    @Test(
        "closures are told from the functions they are written in by their mangled names",
        arguments: [
            ("$s3MVC4CellC4showyyF", false), ("$s3MVC4CellC4showyyFyycfU_", true),
            ("$s3MVC4CellC4showyyFyycfU0_", true),
            ("$s3MVC4CellC4show33_ABLLyyFSSyKXEfu_", true), ("$s3MVC4CellC5labelAA5LabelCvpfi", false),
        ])
    func closures(name: String, isClosure: Bool) {
        #expect(CodePlaces.isClosure(name) == isClosure)
    }
}
