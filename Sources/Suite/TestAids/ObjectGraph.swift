import HeadlessUI

/// Finds, by reflection, every class instance an app holds. Starting from a root (the window's root
/// view controller, for the scenarios' leak check X01 and the styles' composition tests), it follows
/// the stored properties of every instance it reaches, those its superclasses declare included, and
/// looks inside arrays, dictionaries, sets, optionals, tuples, enum payloads and structs on the way.
/// So a style registers nothing: whatever its controllers, view models, presenters, interactors,
/// routers, views and cells hold is found.
///
/// What reflection cannot see is not found: objects reachable only through a closure's captures.
/// Types of the standard library and Foundation are not entered (their insides are not the app's),
/// though an instance of one of their classes is still reported as found. Neither is anything of
/// Models (its objects are reported but not entered): it does not know the styles, so nothing it holds
/// was built by one, and a date formatter's cache or a list of entities is not worth walking at every
/// census. HeadlessUI's objects are entered (a view holds its subviews, a table its cells), its values
/// are not: colours and table updates hold no object. Nor are the view paths of HeadlessSwiftUI, which
/// name where a view sits and hold nothing the app built, nor the last body of a view node (see
/// `fieldsNotWalked`), nor closures and values whose type holds no object (a list of names, an
/// optional error: see `holdsNoObject`).
///
/// A mirror is the slow way to read a value. HeadlessUI's own parts (plain views and labels, the
/// platform half of every controller and cell, bar button items, actions) are read through their API
/// (see `platformReaders`), and the fields of the app's classes and structures in place, at offsets
/// read once per type (`ClassLayout`, `StructLayout`); a mirror reads only what those cannot.
@MainActor
public final class ObjectGraph {
    /// Objects that are neither reported nor entered: those the world of a scenario owns and keeps on
    /// purpose, such as the stores and the directory double, named by identity.
    private let excluded: Set<ObjectIdentifier>
    /// What to do with each type met so far (see `Handling`), kept for the process: it depends on the
    /// type alone, and a fuzz run makes a graph for every census of every sequence.
    private static var handlings: [ObjectIdentifier: Handling] = [:]
    /// The fields of the app's structures met so far, nil for one read by a mirror (see `StructLayout`).
    private static var layouts: [ObjectIdentifier: StructLayout?] = [:]

    public init(excluding excluded: [AnyObject] = []) {
        self.excluded = Set(excluded.map(ObjectIdentifier.init))
    }

    /// Every class instance reachable from `root`, `root` included when it is one, in the order found.
    public func objects(reachableFrom root: Any) -> [AnyObject] {
        objects(reachableFrom: [root], passing: [])
    }

    /// Every class instance reachable from `roots` without going through an object of `known` (which
    /// is neither reported nor entered, unless it is one of the roots): what a screen that just
    /// appeared adds to objects already counted.
    public func objects(reachableFrom roots: [Any], passing known: Set<ObjectIdentifier>) -> [AnyObject] {
        var walk = Walk(graph: self, known: known)
        for root in roots {
            if type(of: root) is AnyClass {
                walk.enter(root as AnyObject)
            } else {
                walk.visit(root)
            }
        }
        return walk.found
    }

    /// HeadlessUI classes whose stored properties, their superclasses' included, hold no object but
    /// those their API hands out, with the reading of those. An object of one of these classes, or the
    /// part of an app's subclass that one of them declares, is read so instead of through a mirror,
    /// which costs about a microsecond a property: plain views and labels, and the platform half of
    /// every controller and cell, are most of what an app holds. Weak back-references (`superview`,
    /// `parent`) are not followed; what they point to is reached from above. ObjectGraphTests lists
    /// these classes' stored properties, so that one added later cannot slip past this table.
    static let platformReaders: [ObjectIdentifier: @MainActor (AnyObject) -> [AnyObject]] = [
        ObjectIdentifier(View.self): viewParts,
        ObjectIdentifier(Label.self): viewParts,
        ObjectIdentifier(ImageView.self): viewParts,
        ObjectIdentifier(ActivityIndicatorView.self): viewParts,
        ObjectIdentifier(TableViewCell.self): {
            [($0 as? TableViewCell)?.contentView].compactMap { $0 } + viewParts(of: $0)
        },
        ObjectIdentifier(ViewController.self): controllerParts,
        ObjectIdentifier(NavigationController.self): controllerParts,
        ObjectIdentifier(TabBarController.self): controllerParts,
        ObjectIdentifier(AlertController.self): { object in
            guard let alert = object as? AlertController else { return [] }
            return alert.actions + (alert.textFields ?? []) + controllerParts(of: alert)
        },
        ObjectIdentifier(NavigationItem.self): { object in
            guard let item = object as? NavigationItem else { return [] }
            return [item.leftBarButtonItem, item.rightBarButtonItem].compactMap { $0 }
        },
        ObjectIdentifier(BarButtonItem.self): { ($0 as? BarButtonItem)?.primaryAction.map { [$0] } ?? [] },
        ObjectIdentifier(Action.self): { _ in [] },
        ObjectIdentifier(AlertAction.self): { _ in [] },
    ]

    private static func viewParts(of object: AnyObject) -> [AnyObject] {
        (object as? View)?.subviews ?? []
    }

    /// A controller's presentation controller is left out: it holds its controller and its delegate
    /// weakly, so nothing the app built is kept alive through it.
    private static func controllerParts(of object: AnyObject) -> [AnyObject] {
        guard let controller = object as? ViewController else { return [] }
        let view: [AnyObject] = controller.isViewLoaded ? [controller.view] : []
        let presented: [AnyObject] = controller.presentedViewController.map { [$0] } ?? []
        return [controller.navigationItem] + controller.children + presented + view
    }

    /// What a walk does with a value of some type, decided once per type: naming a type and asking a
    /// mirror what kind of value it is are slow, and a walk meets the same few types again and again.
    private enum Handling {
        /// An instance of the app's or of HeadlessUI's classes: reported and entered.
        case enteredObject
        /// An instance of a system class or of Models: reported, not entered.
        case reportedObject
        /// A value that holds no object of the app's: a number, a string, a colour of HeadlessUI, a
        /// value of Models.
        case skipped
        /// An optional: its payload, if any, is visited.
        case optional
        /// An array, set or dictionary of the standard library: its elements are visited.
        case collection
        /// An enum or tuple of the app's own, or a tuple of the system: its members are visited.
        case members
        /// A struct of the app's own: its fields are visited.
        case structure
    }

    private func handling(of value: Any) -> Handling {
        let valueType = type(of: value)
        let id = ObjectIdentifier(valueType)
        if let known = Self.handlings[id] { return known }
        let handling: Handling
        if valueType is AnyKeyPath.Type {
            // A key path is a value in all but name: the runtime makes a literal one once and keeps
            // it for the life of the process, so it would outlive every app that used it.
            handling = .skipped
        } else if Self.identityValueTypes.contains(String(reflecting: valueType)) {
            handling = .skipped
        } else if valueType is AnyClass {
            switch origin(of: valueType) {
            case .app, .platform: handling = .enteredObject
            case .system, .model: handling = .reportedObject
            }
        } else if Self.holdsNoObject(valueType) {
            handling = .skipped
        } else {
            switch origin(of: valueType) {
            case .app:
                switch Mirror(reflecting: value).displayStyle {
                case .struct: handling = .structure
                // A closure: what it captures is out of a mirror's sight.
                case nil: handling = .skipped
                default: handling = .members
                }
            case .model, .platform: handling = .skipped
            case .system:
                // The kind of a system value depends on its type alone, so one mirror decides for all.
                switch Mirror(reflecting: value).displayStyle {
                case .optional: handling = .optional
                case .collection, .dictionary, .set: handling = value is any ElementContainer ? .collection : .members
                case .tuple: handling = .members
                default: handling = .skipped
                }
            }
        }
        Self.handlings[id] = handling
        return handling
    }

    /// The values of the strong fields of `value`, a structure; nil when its fields cannot be read
    /// so, and a mirror must list them.
    /// `value` is taken out of its box as its own type, so that its fields are read in its storage.
    private static func fields<Value>(of boxed: Any, as _: Value.Type) -> [Any]? {
        let id = ObjectIdentifier(Value.self)
        let layout: StructLayout?
        if let known = layouts[id] {
            layout = known
        } else {
            layout = StructLayout.of(Value.self)
            layouts[id] = layout
        }
        guard let layout, let value = boxed as? Value else { return nil }
        return withUnsafePointer(to: value) { pointer in
            let address = UnsafeRawPointer(pointer)
            return layout.fields.map { field in
                field.isObject
                    ? (address + field.offset).load(as: AnyObject.self)
                    : fieldValue(of: field.type, at: address + field.offset)
            }
        }
    }

    private static func fieldValue<Field>(of _: Field.Type, at address: UnsafeRawPointer) -> Any {
        address.assumingMemoryBound(to: Field.self).pointee
    }

    /// The object `value` holds, when its type is a class: the reference is the first word of the
    /// container. Converting to `AnyObject` instead asks the runtime, at every call, whether the value
    /// bridges to an object.
    private static func object(in value: Any) -> AnyObject {
        withUnsafeBytes(of: value) { $0.load(as: AnyObject.self) }
    }

    /// How the objects of one class are read, decided once per class.
    private enum ObjectReading {
        /// A platform class: its API lists what it holds (see `platformReaders`).
        case platform(@MainActor (AnyObject) -> [AnyObject])
        /// A class of the app: the fields it and its superclasses declare, read in place, then the
        /// platform superclass's part, if it has one.
        case fields(ClassLayout, platformPart: (@MainActor (AnyObject) -> [AnyObject])?)
        /// A class with a field a layout cannot read: mirrors list its fields.
        case mirror
    }

    private static var readings: [ObjectIdentifier: ObjectReading] = [:]

    private static func reading(of type: AnyClass) -> ObjectReading {
        let id = ObjectIdentifier(type)
        if let known = readings[id] { return known }
        let reading: ObjectReading
        if let read = platformReaders[id] {
            reading = .platform(read)
        } else {
            // The nearest platform superclass, and the fields not to walk of the classes below it.
            var platformBase: AnyClass?
            var skipped: Set<String> = []
            var level: AnyClass? = type
            while let current = level, platformBase == nil {
                if platformReaders[ObjectIdentifier(current)] != nil {
                    platformBase = current
                } else {
                    skipped.formUnion(skippedFields(of: current))
                    level = _getSuperclass(current)
                }
            }
            if let layout = ClassLayout.of(type, below: platformBase, skipping: skipped) {
                reading = .fields(layout, platformPart: platformBase.flatMap { platformReaders[ObjectIdentifier($0)] })
            } else {
                reading = .mirror
            }
        }
        readings[id] = reading
        return reading
    }

    /// Whether no value of `type` can hold an object to report, which the type alone tells: a key
    /// path; a structure or enum of Models, of the platform or of the system other than a collection or
    /// an optional; or a collection or optional of such values (a list of names, an optional error).
    /// Existentials, tuples and the app's own types may hold anything. Decided once per type.
    private static func holdsNoObject(_ type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = holdingNoObject[id] { return known }
        let holdsNone: Bool
        if type is AnyClass {
            holdsNone = type is AnyKeyPath.Type
        } else if let optional = type as? any OptionalValue.Type {
            holdsNone = holdsNoObject(optional.wrappedType)
        } else if let container = type as? any ElementContainer.Type {
            holdsNone = container.elementTypes.allSatisfy(holdsNoObject)
        } else if MetadataKind.isStructOrEnum(type) {
            holdsNone = origin(ofTypeNamed: String(reflecting: type)) != .app
        } else {
            holdsNone = false
        }
        holdingNoObject[id] = holdsNone
        return holdsNone
    }

    private static var holdingNoObject: [ObjectIdentifier: Bool] = [:]

    /// Where a type comes from, which decides whether a walk enters it.
    private enum Origin {
        /// The standard library or Foundation: never entered, except for their collections.
        case system
        /// Models: never entered.
        case model
        /// HeadlessUI: its objects are entered, its values are not.
        case platform
        /// The app's own code, tuples and closures: always entered.
        case app
    }

    private func origin(of type: Any.Type) -> Origin {
        Self.origin(ofTypeNamed: String(reflecting: type))
    }

    private static func origin(ofTypeNamed name: String) -> Origin {
        // A qualified name starts with its module (`Swift.Int`); a tuple or a function starts with "(".
        let module = String(name.prefix { $0 != "." })
        return switch module {
        case "Models": .model
        case "HeadlessUI": .platform
        case _ where systemModules.contains(module): .system
        default: .app
        }
    }

    /// Stored properties of the SwiftUI stand-in's classes that are not walked, by class. A view
    /// node's last body holds the views its body made, which are the inputs of the nodes below it
    /// (walked there) or primitives holding no object; walking the body too walked every view of a
    /// screen twice at every census.
    private static let fieldsNotWalked: [String: Set<String>] = ["HeadlessSwiftUI.ViewNode": ["lastBody"]]

    /// The fields of `type`'s own stored properties not to walk, looked up once per type.
    private static func skippedFields(of type: Any.Type) -> Set<String> {
        let id = ObjectIdentifier(type)
        if let known = skippedFieldsByType[id] { return known }
        let skipped = fieldsNotWalked[String(reflecting: type)] ?? []
        skippedFieldsByType[id] = skipped
        return skipped
    }

    private static var skippedFieldsByType: [ObjectIdentifier: Set<String>] = [:]

    /// Values of the SwiftUI stand-in that name a view's place and hold nothing the app built: a view
    /// path is a chain of small objects (positions, branches, ids), one for every view on screen, and
    /// walking them took much of a census of a SwiftUI style. A `ForEach` id that is an object of the
    /// app would be missed here; ids are values in every style.
    private static let identityValueTypes: Set<String> = ["HeadlessSwiftUI.ViewPath"]

    private static let systemModules: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "CoreFoundation", "Dispatch", "ObjectiveC", "Observation", "__C",
    ]

    @MainActor
    private struct Walk {
        let graph: ObjectGraph
        /// Objects not to report or enter, unless they are roots (see `objects(reachableFrom:passing:)`).
        let known: Set<ObjectIdentifier>
        var seen: Set<ObjectIdentifier> = []
        var found: [AnyObject] = []

        mutating func visit(_ value: Any) {
            switch graph.handling(of: value) {
            case .enteredObject, .reportedObject:
                let object = ObjectGraph.object(in: value)
                let id = ObjectIdentifier(object)
                // Checked apart rather than merged into `seen`: a walk from a new screen meets few
                // objects, and copying every known one into its set cost more than the walk.
                guard !graph.excluded.contains(id), !known.contains(id), seen.insert(id).inserted else { return }
                enter(object)
            case .skipped:
                return
            case .optional:
                if let payload = (value as? any OptionalValue)?.payload { visit(payload) }
            case .collection:
                (value as? any ElementContainer)?.forEachElement { visit($0) }
            case .members:
                visitChildren(of: Mirror(reflecting: value))
            case .structure:
                let valueType = type(of: value)
                guard let fields = ObjectGraph.fields(of: value, as: valueType) else {
                    return visitChildren(of: Mirror(reflecting: value))
                }
                for field in fields { visit(field) }
            }
        }

        /// Reports `object` and follows what it holds, unless it is of the system or of Models.
        mutating func enter(_ object: AnyObject) {
            seen.insert(ObjectIdentifier(object))
            found.append(object)
            guard graph.handling(of: object) == .enteredObject else { return }
            switch ObjectGraph.reading(of: type(of: object)) {
            case .platform(let read):
                visitAll(read(object))
            case .fields(let layout, let platformPart):
                visitFields(of: object, layout)
                if let platformPart { visitAll(platformPart(object)) }
            case .mirror:
                visitThroughMirrors(object)
            }
        }

        private mutating func visitFields(of object: AnyObject, _ layout: ClassLayout) {
            let address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            withExtendedLifetime(object) {
                for field in layout.fields {
                    let place = address + field.offset
                    switch field.access {
                    case .object:
                        visit(place.load(as: AnyObject.self))
                    case .weakObject:
                        if let target = place.load(as: ClassLayout.WeakReference.self).object { visit(target) }
                    case .value(let type):
                        if !ObjectGraph.holdsNoObject(type) { visit(ObjectGraph.fieldValue(of: type, at: place)) }
                    }
                }
            }
        }

        /// Reads an object whose fields a layout cannot list, level by level up to a platform class.
        private mutating func visitThroughMirrors(_ object: AnyObject) {
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                if let read = ObjectGraph.platformReaders[ObjectIdentifier(current.subjectType)] {
                    return visitAll(read(object))
                }
                let skipped = ObjectGraph.skippedFields(of: current.subjectType)
                for child in current.children where !skipped.contains(child.label ?? "") {
                    visit(child.value)
                }
                mirror = current.superclassMirror
            }
        }

        private mutating func visitAll(_ objects: [AnyObject]) {
            for object in objects { visit(object) }
        }

        private mutating func visitChildren(of mirror: Mirror) {
            for child in mirror.children {
                visit(child.value)
            }
        }
    }
}

/// Unwraps an optional seen as `Any`, without the cost of a mirror.
private protocol OptionalValue {
    var payload: Any? { get }
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
    fileprivate var payload: Any? { map { $0 } }
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// Lists the elements of a standard collection seen as `Any` (a dictionary's keys and values), without
/// the cost of a mirror.
private protocol ElementContainer {
    func forEachElement(_ body: (Any) -> Void)
    static var elementTypes: [Any.Type] { get }
}

extension Array: ElementContainer {
    fileprivate static var elementTypes: [Any.Type] { [Element.self] }

    fileprivate func forEachElement(_ body: (Any) -> Void) {
        for element in self { body(element) }
    }
}

extension Set: ElementContainer {
    fileprivate static var elementTypes: [Any.Type] { [Element.self] }

    fileprivate func forEachElement(_ body: (Any) -> Void) {
        for element in self { body(element) }
    }
}

extension Dictionary: ElementContainer {
    fileprivate static var elementTypes: [Any.Type] { [Key.self, Value.self] }

    fileprivate func forEachElement(_ body: (Any) -> Void) {
        for (key, value) in self {
            body(key)
            body(value)
        }
    }
}
