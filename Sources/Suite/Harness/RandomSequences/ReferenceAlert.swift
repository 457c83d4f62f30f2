import TestAids

/// An alert the reference model has on screen, with what its buttons do.
enum ReferenceAlert: Equatable {
    /// Only dismisses ("OK" or "Ok").
    case message(AlertSnapshot)
    case removeItem(id: Int, name: String)
    case changePriority(id: Int, name: String)
    case importFailed(reason: String)

    var snapshot: AlertSnapshot {
        switch self {
        case .message(let alert): alert
        case .removeItem(_, let name): SpecAlert.removeItem(name)
        case .changePriority(_, let name): SpecAlert.changePriority(name)
        case .importFailed(let reason): SpecAlert.importFailed(reason)
        }
    }
}
