import FlickCore
import FlickKit

extension MuseumDemo {
    /// Twenty-eight collections, each with a picture drawn by Flick and a short description.
    static let collections: [MuseumCollection] = [
        MuseumCollection(
            id: "africa", name: "Arts of Africa", region: "West and Central Africa",
            summary: "Carved masks, figures and regalia made for initiation, healing and the courts of kings. Many were worn in performance, with costume, music and dance completing what the wood only begins.",
            art: MuseumArt(.mask, background: Color(hex: 0x4A3B2E),
                           colors: [Color(hex: 0x8A5A33), Color(hex: 0x1E1510), Color(hex: 0xB0412E), Color(hex: 0xEDE4D3)])),
        MuseumCollection(
            id: "greece-rome", name: "Greek and Roman Antiquities", region: "Mediterranean",
            summary: "Painted vases, bronzes and marble from a thousand years of the classical world. The black-figure amphorae show athletes, gods and heroes running around the belly of the pot.",
            art: MuseumArt(.amphora, background: Color(hex: 0x37403F),
                           colors: [Color(hex: 0xC8693A), Color(hex: 0x1B1614)])),
        MuseumCollection(
            id: "egypt", name: "Egyptian Art", region: "Nile Valley",
            summary: "Papyri, amulets and tomb furnishings from the Old Kingdom to the Roman period. The eye of Horus, a sign of protection and healing, watches over many of them.",
            art: MuseumArt(.papyrus, background: Color(hex: 0x2F3A48),
                           colors: [Color(hex: 0xE3CF9B), Color(hex: 0x1F1A14), Color(hex: 0xA83A2A), Color(hex: 0x2E5E8C)])),
        MuseumCollection(
            id: "byzantium", name: "Byzantine Mosaics", region: "Eastern Mediterranean",
            summary: "Gold and colored glass tesserae set at slight angles so that the walls of churches glitter as you walk past. Fragments, drawings and full-size reconstructions.",
            art: MuseumArt(.mosaic, background: Color(hex: 0x2A2520),
                           colors: [Color(hex: 0xC9A23F), Color(hex: 0x1F3F7A), Color(hex: 0xF1EBDD), Color(hex: 0x7A1F2B)])),
        MuseumCollection(
            id: "islamic-ceramics", name: "Islamic Ceramics", region: "Iran and Anatolia",
            summary: "Bowls, tiles and lamps in cobalt, turquoise and lustre. Potters in Iznik and Kashan raised tin-glazed and fritware pottery to an art of pattern and light.",
            art: MuseumArt(.bowl, background: Color(hex: 0x2B3136),
                           colors: [Color(hex: 0xF3F0E6), Color(hex: 0x1D3F9A), Color(hex: 0x2FA3A0)])),
        MuseumCollection(
            id: "chinese-painting", name: "Chinese Painting", region: "China",
            summary: "Hanging scrolls and handscrolls in ink and light color: mountains in mist, pines and scholars' retreats, with the poems and seals of those who owned them.",
            art: MuseumArt(.scroll, background: Color(hex: 0x3B2F2A),
                           colors: [Color(hex: 0xEFE6D2), Color(hex: 0x3D5A73), Color(hex: 0x1C1C1C), Color(hex: 0xB3261E)])),
        MuseumCollection(
            id: "japanese-prints", name: "Japanese Prints", region: "Japan",
            summary: "Woodblock prints of the floating world: actors, travellers, waves and views of Mount Fuji, cut and printed by teams of carvers and printers from the artist's drawing.",
            art: MuseumArt(.wave, background: Color(hex: 0xE9DFC7),
                           colors: [Color(hex: 0x1F3C6E), Color(hex: 0x7FA6C9), Color(hex: 0xF7F3E8), Color(hex: 0xE9DFC7)])),
        MuseumCollection(
            id: "andean-textiles", name: "Andean Textiles", region: "Peru and Bolivia",
            summary: "Camelid wool and cotton woven into tunics and mantles whose stepped and zigzag patterns carried rank and identity. Some are two thousand years old and still bright.",
            art: MuseumArt(.textile, background: Color(hex: 0x2C2622),
                           colors: [Color(hex: 0x9E2B25), Color(hex: 0x2D2A4A), Color(hex: 0xE3B23C), Color(hex: 0xF2E8D5), Color(hex: 0x3E7C59)])),
        MuseumCollection(
            id: "northwest-coast", name: "Northwest Coast", region: "British Columbia and Alaska",
            summary: "Poles, boxes and masks carved in cedar with the crests of families: thunderbird, bear and frog, drawn in the flowing ovoid lines of formline design.",
            art: MuseumArt(.totem, background: Color(hex: 0x5B7C8D),
                           colors: [Color(hex: 0xA0714A), Color(hex: 0x161616), Color(hex: 0xB8342B), Color(hex: 0x2F8C85)])),
        MuseumCollection(
            id: "oceania", name: "Art of Oceania", region: "Polynesia and Rapa Nui",
            summary: "Ancestor figures in stone and wood, from the great heads of Rapa Nui to small carvings made to be held. Navigation charts and canoe prows show a world crossed by sea.",
            art: MuseumArt(.moai, background: Color(hex: 0x7FA7C9),
                           colors: [Color(hex: 0x6E6259), Color(hex: 0x5E8A3A), Color(hex: 0x6F9BC4), Color(hex: 0x9E4A35)])),
        MuseumCollection(
            id: "arms-armor", name: "Arms and Armor", region: "Northern Europe",
            summary: "Shields, helmets and swords made for war, for the tournament and for show. The painted round shields of the north were light, strong and easy to recognise across a field.",
            art: MuseumArt(.shield, background: Color(hex: 0x3A3F46),
                           colors: [Color(hex: 0xD9CBA8), Color(hex: 0x8C8F94), Color(hex: 0x9C2A22)])),
        MuseumCollection(
            id: "manuscripts", name: "Medieval Manuscripts", region: "Western Europe",
            summary: "Books of hours, psalters and gospels written on parchment and lit with gold. Large initials open each text; vines, birds and small jokes wander in the margins.",
            art: MuseumArt(.manuscript, background: Color(hex: 0x2E2A33),
                           colors: [Color(hex: 0xEADCB8), Color(hex: 0x24428F), Color(hex: 0xD4A73A), Color(hex: 0xA3262A)])),
        MuseumCollection(
            id: "stained-glass", name: "Gothic Stained Glass", region: "France and England",
            summary: "Windows of ruby, sapphire and gold glass held in lead, made to fill cathedrals with colored light. Panels taken down for safety are shown here at eye level.",
            art: MuseumArt(.stainedGlass, background: Color(hex: 0x4E4740),
                           colors: [Color(hex: 0x9B1B30), Color(hex: 0x1E3F8F), Color(hex: 0xE0B03A), Color(hex: 0x2F7D4F)])),
        MuseumCollection(
            id: "modern", name: "Modern Art", region: "Europe and the Americas",
            summary: "The twentieth century's break with the picture as a window: grids, pure color and line, collage and abstraction, and the artists who argued about all of it.",
            art: MuseumArt(.abstract, background: Color(hex: 0xD8D4CB),
                           colors: [Color(hex: 0xC8281E), Color(hex: 0x1F4FA0), Color(hex: 0xF2C230), Color(hex: 0x151515)])),
        MuseumCollection(
            id: "carpets", name: "Persian Carpets", region: "Iran and the Caucasus",
            summary: "Knotted pile carpets with central medallions, borders and fields of flowers. The finest have hundreds of knots to the square inch and took years to make.",
            art: MuseumArt(.carpet, background: Color(hex: 0x2F2B28),
                           colors: [Color(hex: 0x8E1E24), Color(hex: 0x1F2D4F), Color(hex: 0xE1B866), Color(hex: 0xF1E6CF)])),
        MuseumCollection(
            id: "coins", name: "Coins and Medals", region: "Worldwide",
            summary: "Money from the first struck coins of Lydia to the present, and medals cast to remember rulers and events. Small enough to hold, they travelled everywhere.",
            art: MuseumArt(.coin, background: Color(hex: 0x23262B),
                           colors: [Color(hex: 0xD6A84A), Color(hex: 0x5A4318)])),
        MuseumCollection(
            id: "jades", name: "Chinese Jades", region: "China",
            summary: "Discs, blades and ornaments ground from nephrite, a stone too hard to carve. Neolithic bi discs like this one were buried with the dead and still keep their meaning.",
            art: MuseumArt(.jade, background: Color(hex: 0x2B2F2C),
                           colors: [Color(hex: 0x5F9A7A)])),
        MuseumCollection(
            id: "photography", name: "Photography", region: "Worldwide",
            summary: "From daguerreotypes to press photographs: portraits, streets and cities seen by the camera, with the prints, negatives and cameras that made them.",
            art: MuseumArt(.photograph, background: Color(hex: 0x2A2A2A), colors: [Color(hex: 0x888888)])),
        MuseumCollection(
            id: "instruments", name: "Scientific Instruments", region: "Islamic world and Europe",
            summary: "Astrolabes, globes and sundials for finding the time, the stars and the direction of prayer. Brass plates engraved for one city's latitude show where each was used.",
            art: MuseumArt(.astrolabe, background: Color(hex: 0x1E2630),
                           colors: [Color(hex: 0xC2943F), Color(hex: 0xA37C35), Color(hex: 0x3A2A12)])),
        MuseumCollection(
            id: "desert-painting", name: "Western Desert Painting", region: "Central Australia",
            summary: "Acrylic paintings of country and its stories, made from the 1970s on: sites shown as circles, journeys as tracks, and the land itself in fields of dots.",
            art: MuseumArt(.dots, background: Color(hex: 0x3A2418),
                           colors: [Color(hex: 0x4A2A1A), Color(hex: 0xC9772F), Color(hex: 0xE3C07A), Color(hex: 0xF2EDE4), Color(hex: 0xB33A23)])),
        MuseumCollection(
            id: "nordic", name: "Nordic Landscapes", region: "Scandinavia",
            summary: "Painters of the north chasing the light of long winter nights: auroras over snow, frozen lakes and the blue hour that lasts all afternoon.",
            art: .painting(Picture(.aurora))),
        MuseumCollection(
            id: "romantic", name: "Romantic Landscapes", region: "Germany and England",
            summary: "Forests, hills and skies painted as states of mind. Wanderers and ruins are small; weather and light are the subject.",
            art: .painting(Picture(.forest), frame: Color(hex: 0x6B4A2B))),
        MuseumCollection(
            id: "marine", name: "Marine Painting", region: "The Netherlands",
            summary: "The sea as trade, danger and pride: harbours, storms, calms and the glitter of a low sun on open water.",
            art: .painting(Picture(.sea))),
        MuseumCollection(
            id: "desert-travel", name: "Desert Journeys", region: "North Africa and Arabia",
            summary: "Travellers' sketchbooks and paintings of dunes, caravans and oases, and the maps that guided them across the sand.",
            art: .painting(Picture(.dunes), frame: Color(hex: 0x9C7A4C))),
        MuseumCollection(
            id: "volcanoes", name: "Volcanic Earth", region: "Iceland, Italy and Hawaii",
            summary: "Eruptions painted by eyewitnesses, with lava, ash and crystals from the same mountains. Vesuvius was the most painted volcano in the world.",
            art: .painting(Picture(.volcano), frame: Color(hex: 0x4A3A36))),
        MuseumCollection(
            id: "fjords", name: "Fjords and Mountains", region: "Norway",
            summary: "Cliffs above still water, drawn by painters who came to Norway for its mountains and stayed for its light.",
            art: .painting(Picture(.fjord))),
        MuseumCollection(
            id: "alpine", name: "Alpine Views", region: "The Alps",
            summary: "Glaciers and peaks painted before and after the first ascents, when the high mountains turned from terror to sublime destination.",
            art: .painting(Picture(.glacier), frame: Color(hex: 0xA8A8A8))),
        MuseumCollection(
            id: "navajo", name: "Navajo Weaving", region: "American Southwest",
            summary: "Blankets and rugs woven on upright looms, from the striped chief's blankets to the bold serrated designs of the late 1800s.",
            art: MuseumArt(.textile, background: Color(hex: 0x2A2420),
                           colors: [Color(hex: 0xEFE7DA), Color(hex: 0x242021), Color(hex: 0xB0322A), Color(hex: 0x8C8279), Color(hex: 0xD9A441)])),
    ]
}
