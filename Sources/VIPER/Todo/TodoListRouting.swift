/// What the todo presenter may ask of its router. The todo screen leads to no other module, so there
/// is nothing to ask yet; the presenter holds its router all the same, as every module here does,
/// and a new way out of the screen is added here.
@MainActor
protocol TodoListRouting: AnyObject {}
