/// Test files of a style that test no single layer (spies, stubs, helpers): their code lines.
public struct TestSupportReport: Sendable, Equatable, Codable {
    public var code: Int
    public var files: [FileLines]
}
