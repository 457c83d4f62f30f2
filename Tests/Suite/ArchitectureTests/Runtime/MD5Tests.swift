import Testing

@testable import Architecture

@Suite("MD5")
struct MD5Tests {
    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    @Test(
        "digests match RFC 1321's test suite",
        arguments: [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            (
                "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
                "57edf4a22be3c955ac49da2e2107b67a"
            ),
        ])
    func rfcVectors(input: String, expected: String) {
        #expect(hex(MD5.digest(Array(input.utf8))) == expected)
    }

    @Test("a function's name hash is the digest's first eight bytes, little-endian, as in the fixture profile")
    func llvmNameHash() {
        #expect(MD5.low64("square") == 0xb30c_ec65_c71e_c02f)
        #expect(MD5.low64("tiny.c:helper") == 0xea33_de5c_70b9_1ed4)
    }
}
