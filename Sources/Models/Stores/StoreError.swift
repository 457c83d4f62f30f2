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

    /// A short text for the user, used in alerts after "Your change was not saved: ".
    public var reason: String {
        switch self {
        case .saveFailed(let reason), .unreadableNotKept(let reason): reason
        case .unreadable(let name): "the saved data could not be read and was kept in \(name)"
        }
    }
}
