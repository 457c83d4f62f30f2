/// Numbers of code, comment and blank lines, for a file or a sum of files.
package struct LineCounts: Sendable, Equatable, Codable {
    package var code: Int
    package var comment: Int
    package var blank: Int

    package init(code: Int = 0, comment: Int = 0, blank: Int = 0) {
        self.code = code
        self.comment = comment
        self.blank = blank
    }

    package init(kinds: [LineKind]) {
        self.init()
        for kind in kinds {
            switch kind {
            case .code: code += 1
            case .comment: comment += 1
            case .blank: blank += 1
            }
        }
    }

    package var total: Int { code + comment + blank }

    package static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
        LineCounts(code: lhs.code + rhs.code, comment: lhs.comment + rhs.comment, blank: lhs.blank + rhs.blank)
    }
}
