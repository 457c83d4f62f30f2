/// A dynamic property that the graph connects to the storage of the view it is in.
@MainActor
protocol InstallableProperty {
    func install(in node: ViewNode, label: String)
}
