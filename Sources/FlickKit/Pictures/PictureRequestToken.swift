/// What a view hands its picture loader as the requester of one request
/// (`PictureLoading.picture(path:…requester:…)`): replaced when the view asks for another size or
/// file, and gone with the view, so the loader drops a decode nobody waits for any more.
final class PictureRequestToken {}
