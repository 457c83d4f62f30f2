/// Numbers of code, comment and blank lines, for a file or a sum of files.
public struct LineCounts: Sendable, Equatable, Codable {
    public var code: Int
    public var comment: Int
    public var blank: Int

    public init(code: Int = 0, comment: Int = 0, blank: Int = 0) {
        self.code = code
        self.comment = comment
        self.blank = blank
    }

    init(kinds: [LineKind]) {
        self.init()
        for kind in kinds {
            switch kind {
            case .code: code += 1
            case .comment: comment += 1
            case .blank: blank += 1
            }
        }
    }

    public var total: Int { code + comment + blank }

    public static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
        LineCounts(code: lhs.code + rhs.code, comment: lhs.comment + rhs.comment, blank: lhs.blank + rhs.blank)
    }
}
