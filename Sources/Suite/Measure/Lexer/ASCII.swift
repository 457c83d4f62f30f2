/// The bytes the lexer cares about. Swift's syntax is ASCII, so scanning UTF-8 bytes is enough:
/// bytes of other characters may be part of names. The two exceptions, a no-break space between
/// tokens and a byte-order mark at the start of a file, are recognised by their UTF-8 bytes.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let hash = UInt8(ascii: "#")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")

    /// U+00A0 NO-BREAK SPACE, which the Swift compiler accepts (with a warning) between tokens.
    static let noBreakSpace: [UInt8] = [0xC2, 0xA0]
    /// U+FEFF at the start of a file, which editors on some systems write and the compiler skips.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            byte >= 0x80
        }
    }
}
