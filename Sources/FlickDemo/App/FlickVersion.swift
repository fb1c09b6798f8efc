/// The version `flick --version` prints.
public enum FlickVersion {
    public static let string = "0.1.0"
}
