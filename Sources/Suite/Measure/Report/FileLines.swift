/// One file's line counts, as listed in the report.
public struct FileLines: Sendable, Equatable, Codable {
    public var path: String
    public var code: Int
    public var comment: Int
    public var blank: Int

    public init(path: String, lines: LineCounts) {
        self.path = path
        code = lines.code
        comment = lines.comment
        blank = lines.blank
    }

    public var lines: LineCounts { LineCounts(code: code, comment: comment, blank: blank) }
}
