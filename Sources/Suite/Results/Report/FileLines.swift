/// One file's line counts, as listed in the report.
package struct FileLines: Sendable, Equatable, Codable {
    package var path: String
    package var code: Int
    package var comment: Int
    package var blank: Int

    package init(path: String, lines: LineCounts) {
        self.path = path
        code = lines.code
        comment = lines.comment
        blank = lines.blank
    }

    package var lines: LineCounts { LineCounts(code: code, comment: comment, blank: blank) }
}
