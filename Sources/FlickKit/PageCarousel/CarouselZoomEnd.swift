/// The callback owed when the running zoom ends.
enum CarouselZoomEnd {
    case presented
    case dismissed
}
