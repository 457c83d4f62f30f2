/// Shows an image, like UIImageView.
@MainActor
open class ImageView: View {
    public var image: Image?

    public init(image: Image? = nil) {
        self.image = image
    }

    open override var screenDescription: String? {
        "Image \(image?.name ?? "none")"
    }
}
