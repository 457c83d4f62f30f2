/// How the New Contact router reads its own scene's data store, to pass data on.
@MainActor
protocol AddContactDataPassing: AnyObject {
    var dataStore: any AddContactDataStore { get }
}
