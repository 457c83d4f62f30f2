/// How another scene's router reaches the contacts scene's data store, to pass data into it.
@MainActor
protocol ContactListDataPassing: AnyObject {
    var dataStore: any ContactListDataStore { get }
}
