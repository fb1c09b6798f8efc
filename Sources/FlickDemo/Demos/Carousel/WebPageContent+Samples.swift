import FlickCore
import FlickKit

extension WebPageContent {
    /// Twelve distinct sites (news, recipes, weather, travel, …), each with its own color,
    /// pictures and article; made when asked, so what a run holds at its end is only what its
    /// pages hold (a leak checker then finds every block of a page reachable or freed).
    static var samples: [WebPageContent] { [
        WebPageContent(
            siteName: "Flick News", address: "news.flick.example/world/aurora-season",
            title: "Aurora season opens early", accent: Color(hex: 0xC62828),
            navigation: ["World", "Science", "Culture", "Sport"],
            blocks: [
                .headline("Aurora season opens early over the northern fjords"),
                .byline("By Ingrid Dahl · 4 min read"),
                .picture(Picture(.aurora), caption: "Green curtains over the bay, shortly after midnight."),
                .paragraph("Skywatchers along the coast were treated to the first bright display of the season on Tuesday night, weeks earlier than usual. Forecasters expect more activity as the solar cycle nears its peak."),
                .heading("Where to watch"),
                .paragraph("The darkest spots lie away from the harbour lights. Local guides recommend the headland trail, where the view north is open and the wind keeps the clouds moving."),
                .quote("We have not seen colors like this in September for twenty years."),
                .gallery([Picture(.fjord), Picture(.glacier), Picture(.sea)]),
            ]),
        WebPageContent(
            siteName: "The Cookbook", address: "cook.flick.example/recipes/roasted-tomatoes",
            title: "Slow-roasted tomatoes", accent: Color(hex: 0xE67E22),
            navigation: ["Recipes", "Seasons", "Techniques"],
            blocks: [
                .headline("Slow-roasted tomatoes with thyme and garlic"),
                .byline("Serves 4 · 2 hours, mostly waiting"),
                .picture(Picture(.dunes), caption: "Sweet, jammy and barely touched."),
                .heading("Ingredients"),
                .list(["1 kg ripe tomatoes, halved", "6 cloves of garlic, unpeeled", "A handful of thyme", "Olive oil, salt and pepper"]),
                .heading("Method"),
                .paragraph("Lay the tomatoes cut side up in a roasting tin, tuck the garlic and thyme between them, season well and pour over a generous glug of oil. Roast at a low heat until they slump and their edges darken."),
            ]),
        WebPageContent(
            siteName: "Weatherly", address: "weather.flick.example/forecast/coast",
            title: "Coast forecast: sun, then showers", accent: Color(hex: 0x1E88E5),
            navigation: ["Today", "Ten days", "Maps", "Warnings"],
            blocks: [
                .headline("Sunny spells, then showers by the evening"),
                .byline("Updated 06:40 · Coastal district"),
                .gallery([Picture(.sea), Picture(.forest), Picture(.fjord)]),
                .list(["Morning: 14°, light breeze from the west", "Afternoon: 17°, sunny spells", "Evening: 12°, showers moving in", "Night: 9°, clearing later"]),
                .heading("The week ahead"),
                .paragraph("A ridge of high pressure builds from Thursday, bringing calmer, drier weather to most of the region. Nights turn colder, with a chance of the first ground frost inland."),
            ]),
        WebPageContent(
            siteName: "Wanderlust", address: "travel.flick.example/stories/dune-coast",
            title: "Ten days on the dune coast", accent: Color(hex: 0x00897B),
            navigation: ["Stories", "Guides", "Maps"],
            blocks: [
                .headline("Ten days on the dune coast"),
                .byline("A travel diary by Sam Okafor"),
                .picture(Picture(.dunes), caption: "Day three: the high dunes at sunset."),
                .paragraph("We walked south with the sea on our right for ten days, sleeping in fishing villages and once, memorably, in a lighthouse keeper's spare room. The sand changes color every afternoon."),
                .heading("What to pack"),
                .list(["Light shoes that dry fast", "A scarf against the wind and sand", "More water than you think"]),
                .gallery([Picture(.sea), Picture(.dunes), Picture(.volcano)]),
            ]),
        WebPageContent(
            siteName: "Flickipedia", address: "wiki.flick.example/wiki/Glacier",
            title: "Glacier — Flickipedia", accent: Color(hex: 0x546E7A),
            navigation: ["Article", "Talk", "History"],
            blocks: [
                .headline("Glacier"),
                .byline("From Flickipedia, the free encyclopedia"),
                .paragraph("A glacier is a persistent body of dense ice that is constantly moving under its own weight. It forms where the accumulation of snow exceeds its melting over many years, often centuries."),
                .picture(Picture(.glacier), caption: "A valley glacier ending in a broad ice field."),
                .heading("Formation"),
                .paragraph("Snow that survives the summer is compacted into firn, and the firn, buried deeper each year, recrystallises into glacial ice. Once thick enough, the ice begins to flow downhill."),
                .heading("Types"),
                .list(["Valley glaciers", "Ice caps and ice sheets", "Piedmont glaciers", "Tidewater glaciers"]),
            ]),
        WebPageContent(
            siteName: "Market", address: "shop.flick.example/outdoor/trail-shoes",
            title: "Trail running shoes", accent: Color(hex: 0x7B1FA2),
            navigation: ["Outdoor", "Home", "Sale", "Basket (2)"],
            blocks: [
                .headline("Trail running shoes, spring edition"),
                .byline("★★★★☆ 312 reviews · Free delivery"),
                .gallery([Picture(.forest), Picture(.volcano), Picture(.glacier)]),
                .heading("Why runners love them"),
                .list(["Grippy soles for wet rock", "Light, quick-drying mesh", "A roomy toe box"]),
                .paragraph("Choose your usual size. If you are between sizes, or plan to run long distances, pick the larger one. Returns are free within sixty days."),
            ]),
        WebPageContent(
            siteName: "Sound Shelf", address: "music.flick.example/lists/albums-of-the-month",
            title: "Albums of the month", accent: Color(hex: 0xD81B60),
            navigation: ["New", "Lists", "Live", "Radio"],
            blocks: [
                .headline("Albums of the month"),
                .byline("Chosen by the Sound Shelf team"),
                .gallery([Picture(.aurora), Picture(.volcano), Picture(.sea)]),
                .heading("1. Northern Lights — The Quiet Hours"),
                .paragraph("Patient, glowing songs built from piano, tape hiss and a voice that seems to come from the next room. Best heard late, with the lights off."),
                .heading("2. Lava Field — Heat"),
                .paragraph("Loud, bright and relentless: eleven short songs that never stop moving."),
            ]),
        WebPageContent(
            siteName: "Scoreboard", address: "sport.flick.example/football/cup-final",
            title: "Late goal seals the cup final", accent: Color(hex: 0x2E7D32),
            navigation: ["Football", "Tennis", "Cycling", "Results"],
            blocks: [
                .headline("Late goal seals the cup final for the harbour side"),
                .byline("Match report · Full time 2–1"),
                .picture(Picture(.forest), caption: "The winning goal, ninety-third minute."),
                .paragraph("It took until the third minute of stoppage time, but the harbour side finally broke through, their captain sweeping the ball in at the far post after a long throw caused chaos in the box."),
                .quote("I did not even see it go in. I just heard the noise."),
                .heading("Player ratings"),
                .list(["Goalkeeper — 8", "Captain — 9", "Substitute striker — 7"]),
            ]),
        WebPageContent(
            siteName: "Lab Notes", address: "science.flick.example/earth/volcanic-islands",
            title: "How volcanoes build islands", accent: Color(hex: 0x3949AB),
            navigation: ["Earth", "Space", "Life", "Physics"],
            blocks: [
                .headline("How volcanoes build islands"),
                .byline("Explainer · 6 min read"),
                .picture(Picture(.volcano), caption: "Fresh lava meets the sea."),
                .paragraph("Most volcanic islands begin as eruptions on the sea floor, thousands of metres down. Layer by layer the lava piles up until, after many thousands of years, the summit breaks the surface."),
                .heading("Hot spots"),
                .paragraph("Some island chains sit above a plume of hot rock in the mantle. As the plate drifts over it, new volcanoes form and old ones cool, sink and wear away."),
            ]),
        WebPageContent(
            siteName: "Darkroom", address: "photo.flick.example/guides/night-skies",
            title: "Night skies: a beginner's guide", accent: Color(hex: 0x37474F),
            navigation: ["Guides", "Gear", "Gallery"],
            blocks: [
                .headline("Night skies: a beginner's guide"),
                .byline("Photography · Beginner"),
                .gallery([Picture(.aurora), Picture(.fjord), Picture(.glacier)]),
                .paragraph("You need less than you think: a camera that lets you set the exposure yourself, a sturdy tripod and a dark place. Start with a wide lens, the widest aperture and an exposure of about fifteen seconds."),
                .heading("Checklist"),
                .list(["Focus on a bright star, then tape the ring", "Turn off image stabilisation", "Use a two-second timer"]),
            ]),
        WebPageContent(
            siteName: "Field Journal", address: "blog.flick.example/2024/forest-cabin",
            title: "A week in the forest cabin", accent: Color(hex: 0x6D4C41),
            navigation: ["Journal", "Photos", "About"],
            blocks: [
                .headline("A week in the forest cabin"),
                .byline("Posted on a rainy Sunday"),
                .picture(Picture(.forest), caption: "The view from the porch."),
                .paragraph("No signal, one wood stove and a shelf of other people's paperbacks. By the third day I had stopped reaching for my phone, and by the fifth I knew which birds woke first."),
                .quote("The forest is loudest just before dawn."),
                .paragraph("I came home with a stack of sketches, a sore back from splitting logs and a plan to go back in the spring."),
            ]),
        WebPageContent(
            siteName: "Swift Notes", address: "docs.flick.example/guides/springs",
            title: "Springs and interruptible animation", accent: Color(hex: 0xF05138),
            navigation: ["Guides", "Reference", "Samples"],
            blocks: [
                .headline("Springs and interruptible animation"),
                .byline("Guide · Animation"),
                .paragraph("An animation that can be grabbed at any moment feels alive. Model the motion as a spring solved in closed form: reading it at any time gives a position and a velocity, so a new target simply starts from both."),
                .heading("Settling a page"),
                .list(["Project the release velocity to a rest point", "Snap to the nearest page", "Hand the velocity to the spring"]),
                .picture(Picture(.sea), caption: "A critically damped spring never overshoots."),
            ]),
    ] }

    /// Sample `index` (cycling through `samples`); later rounds get numbered titles and addresses.
    static func sample(_ index: Int) -> WebPageContent {
        let samples = samples
        let n = samples.count
        let i = ((index % n) + n) % n
        var page = samples[i]
        let round = index / n
        if round > 0 {
            page.title += " (\(round + 1))"
            page.address += "?page=\(round + 1)"
        }
        return page
    }
}
