import Foundation
import Testing

@testable import Results

@Suite("FileErrorText")
struct FileErrorTextTests {
    @Test(
        "Foundation's file error codes read as words, never as a number",
        arguments: [
            (257, "permission denied"), (513, "permission denied"), (640, "no space left on the device"),
            (260, "no such file or folder"), (642, "the file system is read-only"),
            (9_999, "the file system refused the operation for a reason it did not give"),
        ])
    func cocoaCodes(code: Int, words: String) {
        let error = NSError(domain: NSCocoaErrorDomain, code: code)

        #expect(FileErrorText.reason(error) == words)
    }

    @Test("the operating system's error under Foundation's is the one told")
    func underlyingPOSIXError() {
        let error = NSError(
            domain: NSCocoaErrorDomain, code: 512,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])

        #expect(FileErrorText.reason(error) == "no space left on device")
    }
}
