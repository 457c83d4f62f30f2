/// Test files of a style that test no single layer (spies, stubs, helpers): their code lines.
package struct TestSupportReport: Sendable, Equatable, Codable {
    package var code: Int
    package var files: [FileLines]

    package init(code: Int, files: [FileLines]) {
        self.code = code
        self.files = files
    }
}
