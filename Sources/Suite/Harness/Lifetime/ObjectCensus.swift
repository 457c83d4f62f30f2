/// Every object an app was seen holding, kept weakly, so that a leak check can ask which of them are
/// still alive once the app is gone. It never keeps anything alive itself.
final class ObjectCensus {
    private struct Entry {
        weak var object: AnyObject?
        /// Named only when asked: most recorded objects are gone by then, and naming costs.
        let type: AnyObject.Type

        var typeName: String { String(describing: type) }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Adds `objects` to those watched. An identifier freed and reused by a new object is watched anew.
    func record(_ objects: [AnyObject]) {
        for object in objects {
            let id = ObjectIdentifier(object)
            guard entries[id]?.object !== object else { continue }
            entries[id] = Entry(object: object, type: Swift.type(of: object))
        }
    }

    /// The recorded objects still alive.
    var aliveIdentifiers: Set<ObjectIdentifier> {
        Set(entries.compactMap { $0.value.object == nil ? nil : $0.key })
    }

    /// The type names of recorded objects still alive, sorted, one per object.
    var survivors: [String] {
        entries.values.compactMap { $0.object == nil ? nil : $0.typeName }.sorted()
    }

    /// The type names of recorded objects still alive that are not among `reachable`, sorted.
    func survivors(notAmong reachable: [AnyObject]) -> [String] {
        let reachableIDs = Set(reachable.map(ObjectIdentifier.init))
        return entries.compactMap { id, entry in
            entry.object == nil || reachableIDs.contains(id) ? nil : entry.typeName
        }.sorted()
    }
}
