/// A size limit in the words of an alert: "16 MB", or "500 bytes" below a megabyte or off one.
enum SizeText {
    static func of(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}
