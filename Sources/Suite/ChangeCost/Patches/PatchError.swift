/// Why a solution patch cannot be measured or applied, in words that name the patch.
package enum PatchError: Error, Equatable, CustomStringConvertible {
    case empty(patch: String)
    case unreadable(patch: String, line: String)
    case binary(patch: String, path: String)
    /// The patch changes a file outside its style's source and test folders.
    case outsideStyle(patch: String, path: String, allowed: [String])

    package var description: String {
        switch self {
        case .empty(let patch):
            "\(patch) changes no file: it should be the output of `git diff main` in one style's folders"
        case .unreadable(let patch, let line):
            "\(patch) is not a patch as `git diff` writes it (at \"\(line)\")"
        case .binary(let patch, let path):
            "\(patch) changes the binary file \(path); a solution changes Swift sources and tests only"
        case .outsideStyle(let patch, let path, let allowed):
            "\(patch) changes \(path), outside "
                + allowed.joined(separator: " and ")
                + ": a solution may change only its own style's folders, never shared code"
        }
    }
}
