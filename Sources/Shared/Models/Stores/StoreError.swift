/// Why a store could not load or save.
public enum StoreError: Error, Equatable, Sendable {
    /// The save did not happen; the stored data is what it was before.
    case saveFailed(reason: String)
    /// The stored data could not be read. It was moved, byte for byte, to `keptAs`, a file beside the
    /// store, and the store starts empty.
    case unreadable(keptAs: String)
    /// The stored data could not be read and could not be kept aside either. The store refuses to
    /// save from now on, so that nothing overwrites the data it could not read.
    case unreadableNotKept(reason: String)

    /// What happened, in words a user can read after "Your change was not saved: " or "Your saved
    /// tasks could not be read: ". It has no final full stop, since the alerts end the sentence.
    public var reason: String {
        switch self {
        case .saveFailed(let reason), .unreadableNotKept(let reason): Self.withoutFinalStop(reason)
        case .unreadable(let name): "the saved data could not be read and was kept in \(name)"
        }
    }

    static func withoutFinalStop(_ text: String) -> String {
        var text = text
        while text.last == "." { text.removeLast() }
        return text
    }
}
