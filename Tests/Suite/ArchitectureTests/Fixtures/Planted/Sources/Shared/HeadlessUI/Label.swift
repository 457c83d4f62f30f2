/// The fixture's UI toolkit: two views.
open class View {}

public final class Label: View {}
