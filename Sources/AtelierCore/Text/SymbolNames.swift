import Foundation

/// How each SF Symbol name is drawn. A table maps names to Material Icons ligatures (Debian's
/// fonts-material-design-icons-iconfont, family "Material Icons": Pango shapes the ligature name into the
/// icon glyph); names the table lacks are composed by SF Symbols' own naming rules from names it has
/// (`X.circle` is X in a circle, `X.circle.fill` X cut out of a disc, `X.slash` X struck through,
/// `X.badge.Y` X with a Y badge, `X.and.Y` both side by side, `.forward` and `.backward` are right and left, `.rtl` mirrors), and
/// currency signs, digits and letters are drawn with the system font. An SF Symbols name none of this
/// covers draws a placeholder; a name that is no SF Symbol draws nothing, as in SwiftUI.
///
/// Names are matched exactly, as SF Symbols are: "ARKit" is unknown ("arkit" is the symbol's name).
enum SymbolNames {
    /// The Material Icons ligature the table gives a name, or nil when the table lacks it.
    static func materialName(for systemName: String) -> String? { table[systemName] }

    /// How a name is drawn: the placeholder for an SF Symbols name Atelier has no glyph for, nil for a
    /// name that is no SF Symbol.
    static func recipe(for name: String) -> SymbolRecipe? {
        if let recipe = composedRecipe(for: name) { return recipe }
        return SymbolCatalog.contains(name) ? .placeholder : nil
    }

    /// The recipe the table, the drawings and the naming rules give a name; nil when none does.
    static func composedRecipe(for name: String) -> SymbolRecipe? {
        if let special = specials[name] { return special }
        if let ligature = table[name] { return .icon(ligature) }
        var parts = name.split(separator: ".").map(String.init)
        if parts.first == "goforward" || parts.first == "gobackward", !localizations.contains(parts.last ?? "") { return skip(parts) }
        guard parts.count > 1, let last = parts.last else { return single(name) }
        func rest(dropping n: Int) -> String { parts.dropLast(n).joined(separator: ".") }

        // Where the table has the name's left-to-right twin (arrow.right.circle for arrow.forward.circle), its glyph.
        let turnedName = parts.map { direction[$0] ?? $0 }.joined(separator: ".")
        if turnedName != name, let ligature = table[turnedName] { return .icon(ligature) }
        // Localised variants draw the base symbol; right-to-left ones mirror it.
        if last == "rtl" { return composedRecipe(for: rest(dropping: 1)).map { .mirrored($0) } }
        if localizations.contains(last) { return composedRecipe(for: rest(dropping: 1)) }
        if name.hasPrefix("carseat.") { return carSeat(parts) }
        if parts.count == 3, parts[0] == "die", parts[1] == "face", let pips = Int(parts[2]), (1...6).contains(pips) {
            return .drawn(.dieFace(pips, filled: false))
        }
        if parts.count == 4, parts[0] == "die", parts[1] == "face", let pips = Int(parts[2]), (1...6).contains(pips), last == "fill" {
            return .drawn(.dieFace(pips, filled: true))
        }

        if last == "fill" {
            // A filled enclosure cuts the symbol out of the shape; elsewhere the outline stands for the fill.
            if parts.count > 2, let enclosure = enclosures[parts[parts.count - 2]] {
                // The symbol cut out of the shape is its filled form, where there is one (a solid heart in a disc).
                let inner = rest(dropping: 2)
                return (composedRecipe(for: inner + ".fill") ?? composedRecipe(for: inner)).map { .enclosed($0, enclosure, filled: true) }
            }
            return composedRecipe(for: rest(dropping: 1))
        }
        if let enclosure = enclosures[last] {
            return composedRecipe(for: rest(dropping: 1)).map { .enclosed($0, enclosure, filled: false) }
        }
        if last == "slash" { return composedRecipe(for: rest(dropping: 1)).map { .slashed($0) } }
        if let badge = parts.lastIndex(of: "badge"), badge > 0, badge < parts.count - 1 {
            let base = parts[..<badge].joined(separator: "."), mark = parts[(badge + 1)...].joined(separator: ".")
            if let baseRecipe = composedRecipe(for: base), let markRecipe = composedRecipe(for: mark) {
                return .badged(baseRecipe, badge: markRecipe)
            }
            return nil
        }
        // "X.and.Y" draws both, side by side, when both are symbols.
        if let and = parts.firstIndex(of: "and"), and > 0, and < parts.count - 1,
           let first = composedRecipe(for: parts[..<and].joined(separator: ".")),
           let second = composedRecipe(for: parts[(and + 1)...].joined(separator: ".")) {
            return .beside(first, second)
        }
        // In a left-to-right layout forward and leading are right, backward and trailing left.
        let turned = parts.map { direction[$0] ?? $0 }
        if turned != parts {
            parts = turned
            return composedRecipe(for: parts.joined(separator: "."))
        }
        // An alternative or compact drawing means what the plain one does.
        let plain = parts.filter { $0 != "alt" && $0 != "compact" }
        if plain != parts, !plain.isEmpty { return composedRecipe(for: plain.joined(separator: ".")) }
        return nil
    }

    /// A one-part name drawn with the system font: a digit or two, a letter, a currency sign.
    private static func single(_ name: String) -> SymbolRecipe? {
        if let sign = currencySigns[name] { return .characters(sign) }
        if name.count <= 2, name.allSatisfy(\.isASCII), name.allSatisfy(\.isNumber) { return .characters(name) }
        if name.count == 1, let c = name.first, c.isASCII, c.isLetter { return .characters(name.uppercased()) }
        return nil
    }

    /// Skipping forward or back by a number of seconds: a circular arrow with the number inside.
    private static func skip(_ parts: [String]) -> SymbolRecipe? {
        let forward = parts[0] == "goforward"
        let arrow: SymbolRecipe = forward ? .mirrored(.icon("replay")) : .icon("replay")
        guard parts.count == 2 else { return parts.count == 1 ? arrow : nil }
        let label: String
        switch parts[1] {
        case "plus": label = "+"
        case "minus": label = "\u{2212}"
        default:
            guard parts[1].allSatisfy(\.isNumber) else { return nil }
            label = parts[1]
        }
        return .overlaid(arrow, .characters(label), in: SymbolRecipe.Placement(x: 7.5, y: 9.5, width: 9, height: 7.5))
    }

    /// The car seats: a seat facing left or right, with what the rest of the name adds drawn above its cushion.
    private static func carSeat(_ parts: [String]) -> SymbolRecipe? {
        guard parts.count >= 2, parts[1] == "left" || parts[1] == "right" else { return nil }
        let left = parts[1] == "left"
        var extra = Array(parts.dropFirst(2))
        let filled = extra.last == "fill"
        if filled { extra.removeLast() }
        let seat = SymbolRecipe.drawn(.carSeat(filled: filled))
        let facing = left ? seat : .mirrored(seat)
        // The free corner above the cushion: top left when the seat faces left.
        let corner = SymbolRecipe.Placement(x: left ? 1.5 : 11.5, y: 1, width: 11, height: 11)
        let part: SymbolRecipe?
        switch extra.joined(separator: ".") {
        case "": return facing
        case "and.heat.waves": part = .drawn(.heatWaves)
        case "fan": part = .drawn(.fan)
        case "1", "2", "3": part = .characters(extra[0])
        case "up.and.down": part = .icon("swap_vert")
        case "forward.and.backward": part = .icon("swap_horiz")
        default: part = nil
        }
        return part.map { .overlaid(facing, $0, in: corner) }
    }

    /// Names drawn otherwise than by a Material Icons ligature.
    static let specials: [String: SymbolRecipe] = [
        // Atelier draws no Apple logo (Material Icons' "apple" glyph is one): the space is kept, blank.
        "applelogo": .blank,
        "apple.logo": .blank,
        // These two are SF Symbols' own placeholder-like glyphs: a dashed rounded square, with or without a question mark.
        "app.dashed": .drawn(.placeholderFrame),
        "questionmark.app.dashed": .overlaid(.drawn(.placeholderFrame), .characters("?"), in: .init(x: 6.5, y: 6.5, width: 11, height: 11)),
        "arrow.left.to.line": .mirrored(.icon("keyboard_tab")),
        "plusminus": .characters("±"),
        "lessthan": .characters("<"),
        "greaterthan": .characters(">"),
        "equal": .characters("="),
        "tortoise": .drawn(.tortoise(filled: false)),
        "tortoise.fill": .drawn(.tortoise(filled: true)),
        "fan": .drawn(.fan),
        "fan.fill": .drawn(.fan),
        "fanblades": .drawn(.fan),
        "fanblades.fill": .drawn(.fan),
        "asterisk": .characters("*"),
        "exclamationmark.2": .characters("!!"),
        "zzz": .characters("zzz"),
        "text.badge.star": .badged(.icon("notes"), badge: .icon("star")),
        "text.badge.xmark": .badged(.icon("notes"), badge: .icon("close")),
        "exclamationmark.3": .characters("!!!"),
        "123.rectangle": .enclosed(.icon("123"), .rectangle, filled: false),
        "123.rectangle.fill": .enclosed(.icon("123"), .rectangle, filled: true),
        "curlybraces": .characters("{ }"),
        "heat.waves": .drawn(.heatWaves),
    ]

    /// The closing parts that name a script's variant of a symbol.
    static let localizations: Set<String> = ["ar", "hi", "he", "ja", "ko", "th", "zh", "traditional", "my", "km",
                                             "bn", "gu", "kn", "ml", "mr", "or", "pa", "ta", "te", "si", "mni", "sat",
                                             "el", "ru", "latin", "ur", "cy"]

    /// The closing parts that put a symbol in an outline.
    static let enclosures: [String: SymbolRecipe.Enclosure] = ["circle": .circle, "square": .square, "app": .square,
                                                              "rectangle": .rectangle]

    /// Direction words and what they mean in a left-to-right layout.
    static let direction: [String: String] = ["forward": "right", "backward": "left", "leading": "left", "trailing": "right"]

    /// Currency sign names and the characters they draw.
    static let currencySigns: [String: String] = [
        "dollarsign": "$", "centsign": "¢", "yensign": "¥", "sterlingsign": "£", "francsign": "₣", "florinsign": "ƒ",
        "turkishlirasign": "₺", "rublesign": "₽", "eurosign": "€", "dongsign": "₫", "indianrupeesign": "₹",
        "tengesign": "₸", "pesetasign": "₧", "pesosign": "₱", "kipsign": "₭", "wonsign": "₩", "lirasign": "₤",
        "australsign": "₳", "hryvniasign": "₴", "nairasign": "₦", "guaranisign": "₲", "coloncurrencysign": "₡",
        "cedisign": "₵", "cruzeirosign": "₢", "tugriksign": "₮", "millsign": "₥", "shekelsign": "₪", "sheqelsign": "₪",
        "manatsign": "₼", "rupeesign": "₨", "bahtsign": "฿", "larisign": "₾", "bitcoinsign": "₿", "eurozonesign": "₠",
        "brazilianrealsign": "R$", "australiandollarsign": "A$", "chineseyuanrenminbisign": "¥",
        "danishkronesign": "kr", "norwegiankronesign": "kr", "swedishkronasign": "kr", "polishzlotysign": "zł",
        "numbersign": "#",
    ]

    /// Every name the table maps to a Material Icons ligature.
    static let table: [String: String] = {
        var result: [String: String] = [:]
        for line in raw.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            result[String(parts[0])] = String(parts[1])
        }
        return result
    }()

    /// The names a contact sheet shows: every SF Symbols name, then the table's names that are newer.
    static let names: [String] = SymbolCatalog.names + raw.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: " ")
        return parts.count == 2 && !SymbolCatalog.contains(String(parts[0])) ? String(parts[0]) : nil
    }

    /// One "sf.symbol.name material_ligature" pair a line.
    private static let raw = """
folder folder_open
folder.fill folder
folder.badge.plus create_new_folder
map map
map.fill map
digitalcrown.horizontal.press touch_app
digitalcrown.horizontal.press.fill touch_app
digitalcrown.press touch_app
digitalcrown.press.fill touch_app
airplane flight
airplane.departure flight_takeoff
airplane.arrival flight_land
bookmark bookmark_border
bookmark.fill bookmark
checkmark check
checkmark.circle check_circle_outline
checkmark.circle.fill check_circle
checkmark.square check_box
checkmark.square.fill check_box
checkmark.seal verified
checkmark.seal.fill verified
checkmark.shield verified_user
checkmark.shield.fill verified_user
globe language
globe.americas public
globe.americas.fill public
globe.europe.africa public
globe.europe.africa.fill public
globe.asia.australia public
globe.asia.australia.fill public
bicycle pedal_bike
heart favorite_border
heart.fill favorite
chevron.left chevron_left
chevron.right chevron_right
chevron.up expand_less
chevron.down expand_more
chevron.backward arrow_back_ios
chevron.forward arrow_forward_ios
chevron.left.2 keyboard_double_arrow_left
chevron.right.2 keyboard_double_arrow_right
chevron.up.chevron.down unfold_more
chevron.left.forwardslash.chevron.right code
plus add
plus.circle add_circle_outline
plus.circle.fill add_circle
plus.square add_box
plus.square.fill add_box
plus.app add_box
plus.app.fill add_box
minus remove
minus.circle remove_circle_outline
minus.circle.fill remove_circle
minus.square indeterminate_check_box
minus.square.fill indeterminate_check_box
xmark close
xmark.circle highlight_off
xmark.circle.fill cancel
xmark.square disabled_by_default
xmark.square.fill disabled_by_default
xmark.octagon dangerous
xmark.octagon.fill dangerous
multiply close
multiply.circle highlight_off
multiply.circle.fill cancel
equal drag_handle
divide horizontal_rule
gear settings
gearshape settings
gearshape.fill settings
gearshape.2 settings_suggest
gearshape.2.fill settings_suggest
trash delete_outline
trash.fill delete
star star_border
star.fill star
star.circle.fill stars
star.leadinghalf.filled star_half
sparkles auto_awesome
person person_outline
person.fill person
person.circle account_circle
person.circle.fill account_circle
person.crop.circle account_circle
person.crop.circle.fill account_circle
person.crop.square account_box
person.crop.square.fill account_box
person.2 people_outline
person.2.fill people
person.3 groups
person.3.fill groups
person.badge.plus person_add
person.crop.circle.badge.plus person_add
person.crop.circle.badge.xmark person_remove
person.badge.minus person_remove
person.text.rectangle badge
house home
house.fill home
building.2 apartment
building.2.fill apartment
building.columns account_balance
building.columns.fill account_balance
magnifyingglass search
plus.magnifyingglass zoom_in
minus.magnifyingglass zoom_out
bell notifications_none
bell.fill notifications
bell.badge notifications_active
bell.badge.fill notifications_active
bell.slash notifications_off
bell.slash.fill notifications_off
envelope mail_outline
envelope.fill mail
envelope.open drafts
envelope.open.fill drafts
envelope.badge mark_email_unread
envelope.badge.fill mark_email_unread
tray inbox
tray.fill inbox
tray.full inbox
tray.full.fill inbox
tray.and.arrow.down move_to_inbox
tray.and.arrow.down.fill move_to_inbox
tray.and.arrow.up outbox
tray.and.arrow.up.fill outbox
archivebox archive
archivebox.fill archive
paperplane send
paperplane.fill send
square.and.arrow.up ios_share
square.and.arrow.up.fill ios_share
square.and.arrow.down download
square.and.arrow.down.fill download
square.and.pencil edit_note
rectangle.portrait.and.arrow.right logout
rectangle.portrait.and.arrow.forward logout
arrow.right.square exit_to_app
arrow.up.doc upload_file
pencil edit
pencil.slash edit_off
pencil.line draw
pencil.tip create
highlighter highlight
scribble gesture
lasso gesture
eraser auto_fix_normal
square.and.pencil.circle edit
doc description
doc.fill description
doc.text article
doc.text.fill article
doc.on.doc content_copy
doc.on.doc.fill content_copy
doc.on.clipboard content_paste
doc.on.clipboard.fill content_paste
doc.plaintext notes
doc.richtext feed
doc.badge.plus note_add
doc.text.magnifyingglass find_in_page
clipboard content_paste
clipboard.fill content_paste
list.clipboard assignment
list.clipboard.fill assignment
note.text sticky_note_2
note sticky_note_2
photo image
photo.fill image
photo.on.rectangle photo_library
photo.on.rectangle.angled photo_library
photo.stack collections
photo.stack.fill collections
camera photo_camera
camera.fill photo_camera
camera.rotate flip_camera_ios
camera.rotate.fill flip_camera_ios
camera.viewfinder center_focus_strong
camera.filters filter
video videocam
video.fill videocam
video.slash videocam_off
video.slash.fill videocam_off
film movie
film.fill movie
mic mic_none
mic.fill mic
mic.slash mic_off
mic.slash.fill mic_off
play play_arrow
play.fill play_arrow
play.circle play_circle_outline
play.circle.fill play_circle
play.rectangle smart_display
play.rectangle.fill smart_display
pause pause
pause.fill pause
pause.circle pause_circle_outline
pause.circle.fill pause_circle
stop stop
stop.fill stop
stop.circle stop_circle
stop.circle.fill stop_circle
record.circle fiber_manual_record
record.circle.fill fiber_manual_record
playpause play_circle_outline
playpause.fill play_circle
forward fast_forward
forward.fill fast_forward
backward fast_rewind
backward.fill fast_rewind
forward.end skip_next
forward.end.fill skip_next
backward.end skip_previous
backward.end.fill skip_previous
gobackward replay
goforward.10 forward_10
gobackward.10 replay_10
goforward.30 forward_30
gobackward.30 replay_30
shuffle shuffle
repeat repeat
repeat.1 repeat_one
infinity all_inclusive
music.note music_note
music.note.list queue_music
music.mic mic_external_on
speaker volume_mute
speaker.fill volume_mute
speaker.slash volume_off
speaker.slash.fill volume_off
speaker.wave.1 volume_down
speaker.wave.1.fill volume_down
speaker.wave.2 volume_up
speaker.wave.2.fill volume_up
speaker.wave.3 volume_up
speaker.wave.3.fill volume_up
speaker.zzz volume_off
hifispeaker speaker
hifispeaker.fill speaker
radio radio
radio.fill radio
wifi wifi
wifi.slash wifi_off
wifi.exclamationmark signal_wifi_bad
antenna.radiowaves.left.and.right cell_tower
cellularbars signal_cellular_alt
personalhotspot wifi_tethering
dot.radiowaves.left.and.right sensors
network hub
airplayvideo airplay
airplayaudio airplay
airpods headset
battery.100 battery_full
battery.100percent battery_full
battery.75 battery_5_bar
battery.75percent battery_5_bar
battery.50 battery_4_bar
battery.50percent battery_4_bar
battery.25 battery_2_bar
battery.25percent battery_2_bar
battery.0 battery_0_bar
battery.0percent battery_0_bar
battery.100.bolt battery_charging_full
battery.100percent.bolt battery_charging_full
bolt bolt
bolt.fill bolt
bolt.slash flash_off
bolt.slash.fill flash_off
bolt.horizontal electric_bolt
bolt.car electric_car
bolt.heart monitor_heart
power power_settings_new
lock lock_outline
lock.fill lock
lock.open lock_open
lock.open.fill lock_open
lock.shield security
lock.shield.fill security
lock.rotation screen_lock_rotation
key vpn_key
key.fill vpn_key
shield shield
shield.fill shield
shield.lefthalf.filled security
faceid face
touchid fingerprint
cloud cloud_queue
cloud.fill cloud
cloud.rain umbrella
cloud.rain.fill umbrella
cloud.drizzle umbrella
cloud.drizzle.fill umbrella
cloud.heavyrain umbrella
cloud.heavyrain.fill umbrella
cloud.bolt thunderstorm
cloud.bolt.fill thunderstorm
cloud.snow cloudy_snowing
cloud.snow.fill cloudy_snowing
cloud.sun wb_cloudy
cloud.sun.fill wb_cloudy
cloud.moon nights_stay
cloud.moon.fill nights_stay
cloud.fog foggy
icloud cloud_queue
icloud.fill cloud
icloud.and.arrow.up cloud_upload
icloud.and.arrow.up.fill cloud_upload
icloud.and.arrow.down cloud_download
icloud.and.arrow.down.fill cloud_download
icloud.slash cloud_off
arrow.down.circle arrow_circle_down
arrow.down.circle.fill arrow_circle_down
arrow.up.circle arrow_circle_up
arrow.up.circle.fill arrow_circle_up
arrow.left.circle arrow_circle_left
arrow.left.circle.fill arrow_circle_left
arrow.right.circle arrow_circle_right
arrow.right.circle.fill arrow_circle_right
sun.max light_mode
sun.max.fill light_mode
sun.min wb_sunny
sun.min.fill wb_sunny
sun.haze wb_twilight
sunrise wb_twilight
sunrise.fill wb_twilight
sunset wb_twilight
sunset.fill wb_twilight
moon dark_mode
moon.fill dark_mode
moon.stars nights_stay
moon.stars.fill nights_stay
moon.zzz bedtime
moon.zzz.fill bedtime
snowflake ac_unit
thermometer thermostat
thermometer.medium thermostat
thermometer.sun device_thermostat
umbrella umbrella
umbrella.fill umbrella
wind air
tornado tornado
hurricane cyclone
humidity water_drop
drop water_drop
drop.fill water_drop
flame local_fire_department
flame.fill local_fire_department
leaf eco
leaf.fill eco
tree park
tree.fill park
mountain.2 landscape
mountain.2.fill landscape
pawprint pets
pawprint.fill pets
ant bug_report
ant.fill bug_report
ladybug bug_report
ladybug.fill bug_report
hare cruelty_free
fish set_meal
bird flutter_dash
info info_outline
info.circle info_outline
info.circle.fill info
info.square info_outline
exclamationmark priority_high
exclamationmark.circle error_outline
exclamationmark.circle.fill error
exclamationmark.triangle warning_amber
exclamationmark.triangle.fill warning
exclamationmark.octagon report
exclamationmark.octagon.fill report
exclamationmark.bubble feedback
exclamationmark.bubble.fill feedback
exclamationmark.shield gpp_maybe
questionmark question_mark
questionmark.circle help_outline
questionmark.circle.fill help
questionmark.square help_center
questionmark.square.fill help_center
questionmark.bubble contact_support
questionmark.app help_center
arrow.up arrow_upward
arrow.down arrow_downward
arrow.left arrow_back
arrow.right arrow_forward
arrow.backward arrow_back
arrow.forward arrow_forward
arrow.up.right north_east
arrow.up.left north_west
arrow.down.right south_east
arrow.down.left south_west
arrow.up.right.square open_in_new
arrow.up.right.square.fill open_in_new
arrow.up.forward.app open_in_new
arrow.clockwise refresh
arrow.counterclockwise replay
arrow.triangle.2.circlepath autorenew
arrow.2.circlepath sync
arrow.triangle.branch call_split
arrow.triangle.merge call_merge
arrow.triangle.swap swap_horiz
arrow.uturn.left undo
arrow.uturn.right redo
arrow.uturn.backward undo
arrow.uturn.forward redo
arrow.up.arrow.down swap_vert
arrow.left.arrow.right swap_horiz
arrow.up.and.down unfold_more
arrow.left.and.right swap_horiz
arrow.up.left.and.arrow.down.right open_in_full
arrow.down.right.and.arrow.up.left close_fullscreen
arrow.up.and.down.and.arrow.left.and.right open_with
arrow.right.arrow.left swap_horiz
arrow.turn.up.right turn_right
arrow.turn.up.left turn_left
arrow.down.to.line vertical_align_bottom
arrow.up.to.line vertical_align_top
arrow.down.doc file_download
arrow.up.bin unarchive
arrow.down.app get_app
arrowshape.turn.up.left reply
arrowshape.turn.up.left.fill reply
arrowshape.turn.up.right forward
arrowshape.turn.up.right.fill forward
arrowshape.left arrow_back
arrowshape.right arrow_forward
arrowshape.left.fill arrow_back
arrowshape.right.fill arrow_forward
return keyboard_return
ellipsis more_horiz
ellipsis.vertical more_vert
ellipsis.rectangle more
ellipsis.bubble chat_bubble_outline
line.3.horizontal menu
line.3.horizontal.decrease filter_list
line.horizontal.3 menu
line.horizontal.3.decrease filter_list
slider.horizontal.3 tune
slider.vertical.3 tune
slider.horizontal.below.rectangle tune
list.bullet format_list_bulleted
list.bullet.rectangle list_alt
list.bullet.rectangle.fill list_alt
list.number format_list_numbered
list.dash list
list.bullet.indent format_indent_increase
list.star star_rate
line.3.crossed.swirl.circle settings_input_composite
text.alignleft format_align_left
text.aligncenter format_align_center
text.alignright format_align_right
text.justify format_align_justify
text.quote format_quote
text.bubble chat
text.bubble.fill chat
textformat text_format
textformat.size format_size
textformat.abc abc
textformat.123 pin
bold format_bold
italic format_italic
underline format_underlined
strikethrough format_strikethrough
character.cursor.ibeam text_fields
character text_fields
calendar calendar_today
calendar.badge.plus event
calendar.badge.clock event_note
clock schedule
clock.fill watch_later
clock.circle schedule
clock.circle.fill watch_later
clock.arrow.circlepath history
clock.badge.checkmark history_toggle_off
alarm alarm
alarm.fill alarm
stopwatch timer
stopwatch.fill timer
timer timer
hourglass hourglass_empty
deskclock schedule
location near_me
location.fill near_me
location.circle my_location
location.circle.fill my_location
location.north navigation
location.north.fill navigation
location.slash location_disabled
location.slash.fill location_disabled
location.viewfinder my_location
mappin place
mappin.and.ellipse location_on
mappin.slash location_off
signpost.right signpost
signpost.right.fill signpost
binoculars travel_explore
binoculars.fill travel_explore
scope gps_fixed
safari explore
safari.fill explore
compass.drawing explore
cart shopping_cart
cart.fill shopping_cart
cart.badge.plus add_shopping_cart
creditcard credit_card
creditcard.fill credit_card
bag shopping_bag
bag.fill shopping_bag
basket shopping_basket
basket.fill shopping_basket
gift card_giftcard
gift.fill card_giftcard
gift.circle redeem
gift.circle.fill redeem
tag sell
tag.fill sell
tag.circle local_offer
tag.circle.fill local_offer
banknote payments
banknote.fill payments
dollarsign attach_money
dollarsign.circle monetization_on
dollarsign.circle.fill monetization_on
eurosign euro
sterlingsign currency_pound
yensign currency_yen
bitcoinsign.circle currency_bitcoin
percent percent
chart.bar bar_chart
chart.bar.fill bar_chart
chart.pie pie_chart_outline
chart.pie.fill pie_chart
chart.line.uptrend.xyaxis show_chart
chart.xyaxis.line show_chart
chart.bar.xaxis bar_chart
waveform graphic_eq
waveform.path.ecg monitor_heart
link link
paperclip attach_file
flag outlined_flag
flag.fill flag
flag.checkered sports_score
flag.2.crossed flag
eye visibility
eye.fill visibility
eye.slash visibility_off
eye.slash.fill visibility_off
eye.trianglebadge.exclamationmark visibility
eyeglasses visibility
hand.thumbsup thumb_up_off_alt
hand.thumbsup.fill thumb_up
hand.thumbsdown thumb_down_off_alt
hand.thumbsdown.fill thumb_down
hand.raised pan_tool
hand.raised.fill pan_tool
hand.raised.slash do_not_touch
hand.tap touch_app
hand.tap.fill touch_app
hand.point.up.left touch_app
hand.point.right pan_tool_alt
hand.wave waving_hand
hand.wave.fill waving_hand
hand.draw gesture
hands.clap sign_language
hands.sparkles clean_hands
keyboard keyboard
keyboard.fill keyboard
keyboard.chevron.compact.down keyboard_hide
command keyboard_command_key
option keyboard_option_key
shift keyboard_capslock
delete.left backspace
delete.left.fill backspace
delete.right backspace
printer print
printer.fill print
scanner scanner
tv tv
tv.fill tv
display monitor
desktopcomputer desktop_windows
laptopcomputer laptop
laptopcomputer.and.iphone devices
pc computer
server.rack dns
externaldrive storage
externaldrive.fill storage
internaldrive storage
opticaldiscdrive album
cpu memory
memorychip memory
iphone smartphone
iphone.gen1 phone_iphone
iphone.gen2 phone_iphone
iphone.gen3 phone_iphone
ipad tablet_mac
ipad.landscape tablet
ipodtouch smartphone
applewatch watch
applewatch.watchface watch
headphones headphones
earbuds headset
gamecontroller sports_esports
gamecontroller.fill sports_esports
keyboard.badge.ellipsis keyboard
computermouse mouse
computermouse.fill mouse
cable.connector cable
powerplug power
powerplug.fill power
lightbulb lightbulb_outline
lightbulb.fill lightbulb
flashlight.on.fill flashlight_on
flashlight.off.fill flashlight_off
book menu_book
book.fill menu_book
book.closed book
book.closed.fill book
books.vertical library_books
books.vertical.fill library_books
text.book.closed book
text.book.closed.fill book
magazine auto_stories
magazine.fill auto_stories
newspaper newspaper
newspaper.fill newspaper
graduationcap school
graduationcap.fill school
briefcase work_outline
briefcase.fill work
case work_outline
case.fill work
suitcase luggage
suitcase.fill luggage
cross add
cross.fill add
cross.case medical_services
cross.case.fill medical_services
cross.circle local_hospital
cross.circle.fill local_hospital
pills medication
pills.fill medication
pill medication
pill.fill medication
bandage healing
bandage.fill healing
stethoscope medical_services
syringe vaccines
syringe.fill vaccines
heart.text.square monitor_heart
brain psychology
brain.head.profile psychology
lungs air
figure.walk directions_walk
figure.run directions_run
figure.stand accessibility
figure.wave emoji_people
figure.roll accessible
figure.pool.swim pool
figure.hiking hiking
figure.skiing.downhill downhill_skiing
figure.yoga self_improvement
figure.mind.and.body self_improvement
figure.2.and.child.holdinghands family_restroom
accessibility accessibility_new
car directions_car
car.fill directions_car
car.2 commute
car.2.fill commute
bus directions_bus
bus.fill directions_bus
bus.doubledecker directions_bus
tram tram
tram.fill tram
tram.fill.tunnel subway
train.side.front.car train
cablecar.fill tram
ferry directions_boat
ferry.fill directions_boat
sailboat sailing
sailboat.fill sailing
scooter electric_scooter
motorcycle two_wheeler
truck.box local_shipping
truck.box.fill local_shipping
fuelpump local_gas_station
fuelpump.fill local_gas_station
parkingsign local_parking
road.lanes add_road
box.truck local_shipping
shippingbox inventory_2
shippingbox.fill inventory_2
cube view_in_ar
cube.fill view_in_ar
cube.transparent view_in_ar
arkit view_in_ar
puzzlepiece extension
puzzlepiece.fill extension
puzzlepiece.extension extension
wrench build
wrench.fill build
wrench.and.screwdriver handyman
wrench.and.screwdriver.fill handyman
hammer hardware
hammer.fill hardware
screwdriver construction
paintbrush brush
paintbrush.fill brush
paintbrush.pointed format_paint
paintpalette palette
paintpalette.fill palette
eyedropper colorize
eyedropper.halffull colorize
scissors content_cut
crop crop
crop.rotate crop_rotate
wand.and.stars auto_fix_high
wand.and.rays auto_fix_high
wand.and.stars.inverse auto_fix_high
rectangle crop_landscape
rectangle.fill crop_landscape
square check_box_outline_blank
square.fill square
circle radio_button_unchecked
circle.fill circle
circle.circle radio_button_checked
circle.circle.fill radio_button_checked
largecircle.fill.circle radio_button_checked
smallcircle.filled.circle radio_button_checked
circle.dashed trip_origin
triangle change_history
triangle.fill change_history
diamond diamond
diamond.fill diamond
hexagon hexagon
hexagon.fill hexagon
octagon pentagon
seal verified
seal.fill verified
capsule crop_16_9
oval circle
square.grid.2x2 grid_view
square.grid.2x2.fill grid_view
square.grid.3x3 apps
square.grid.3x3.fill apps
square.grid.3x2 view_module
rectangle.grid.1x2 view_agenda
rectangle.grid.2x2 grid_view
square.stack layers
square.stack.fill layers
square.stack.3d.up layers
square.stack.3d.up.fill layers
square.split.2x1 vertical_split
square.split.1x2 horizontal_split
sidebar.left view_sidebar
sidebar.right view_sidebar
square.on.square filter_none
square.on.square.fill library_add_check
plus.rectangle.on.rectangle library_add
rectangle.on.rectangle filter_none
rectangle.stack layers
rectangle.stack.fill layers
rectangle.and.pencil.and.ellipsis edit_note
rectangle.expand.vertical expand
rectangle.compress.vertical compress
arrow.up.left.and.down.right.magnifyingglass zoom_out_map
viewfinder center_focus_weak
qrcode qr_code
qrcode.viewfinder qr_code_scanner
barcode qr_code_2
barcode.viewfinder qr_code_scanner
number tag
at alternate_email
bubble.left chat_bubble_outline
bubble.left.fill chat_bubble
bubble.right chat_bubble_outline
bubble.right.fill chat_bubble
bubble.left.and.bubble.right forum
bubble.left.and.bubble.right.fill forum
bubble.middle.bottom chat_bubble_outline
bubble.middle.bottom.fill chat_bubble
message chat_bubble_outline
message.fill chat_bubble
message.circle chat
message.circle.fill chat
phone call
phone.fill call
phone.down call_end
phone.down.fill call_end
phone.arrow.up.right call_made
phone.arrow.down.left call_received
phone.badge.plus add_call
video.badge.plus video_call
teletype.answer phone_in_talk
quote.bubble format_quote
quote.opening format_quote
megaphone campaign
megaphone.fill campaign
speaker.badge.exclamationmark volume_off
antenna.radiowaves.left.and.right.slash portable_wifi_off
dot.radiowaves.right rss_feed
dot.radiowaves.up.forward rss_feed
square.and.arrow.up.on.square ios_share
square.and.arrow.down.on.square download
square.dashed crop_free
rectangle.dashed crop_free
square.text.square notes
textbox text_fields
contextualmenu.and.cursorarrow ads_click
cursorarrow mouse
cursorarrow.click ads_click
cursorarrow.rays ads_click
hand.point.up touch_app
rosette military_tech
medal military_tech
medal.fill military_tech
trophy emoji_events
trophy.fill emoji_events
crown workspace_premium
crown.fill workspace_premium
party.popper celebration
party.popper.fill celebration
balloon celebration
birthday.cake cake
birthday.cake.fill cake
fork.knife restaurant
cup.and.saucer local_cafe
cup.and.saucer.fill local_cafe
mug coffee
mug.fill coffee
wineglass wine_bar
wineglass.fill wine_bar
takeoutbag.and.cup.and.straw takeout_dining
takeoutbag.and.cup.and.straw.fill takeout_dining
carrot restaurant_menu
bed.double hotel
bed.double.fill hotel
sofa weekend
sofa.fill weekend
chair.lounge chair
chair chair
lamp.table emoji_objects
lamp.desk light
fan mode_fan_off
shower shower
bathtub bathtub
toilet wc
washer local_laundry_service
refrigerator kitchen
oven microwave
stove outdoor_grill
door.left.hand.open door_front
door.left.hand.closed door_front
door.garage.closed garage
window.vertical.closed window
house.lodge cabin
tent cottage
building apartment
building.fill apartment
storefront store
storefront.fill store
cart.badge.minus remove_shopping_cart
sportscourt sports_basketball
soccerball sports_soccer
basketball sports_basketball
football sports_football
baseball sports_baseball
tennis.racket sports_tennis
tennisball sports_tennis
volleyball sports_volleyball
dumbbell fitness_center
dumbbell.fill fitness_center
figure.strengthtraining.traditional fitness_center
sun.and.horizon wb_twilight
globe.badge.chevron.backward language
network.badge.shield.half.filled vpn_lock
envelope.arrow.triangle.branch forward_to_inbox
checklist checklist
checklist.checked checklist
list.bullet.clipboard assignment
checkmark.rectangle check_box
checkmark.diamond verified
checkmark.icloud cloud_done
arrow.down.circle.dotted downloading
person.crop.rectangle badge
person.crop.rectangle.fill badge
person.text.rectangle.fill badge
person.badge.key admin_panel_settings
person.badge.shield.checkmark admin_panel_settings
person.fill.checkmark how_to_reg
person.fill.questionmark person_search
person.fill.xmark person_off
person.slash person_off
person.wave.2 record_voice_over
person.crop.circle.badge.checkmark how_to_reg
person.crop.circle.badge.questionmark person_search
person.line.dotted.person people_outline
figure.and.child.holdinghand escalator_warning
figure.child child_care
face.smiling sentiment_satisfied
face.smiling.fill sentiment_satisfied
face.dashed face
mouth record_voice_over
ear hearing
ear.fill hearing
hand.point.left pan_tool_alt
hand.point.down pan_tool_alt
hand.point.up.braille touch_app
lightbulb.max tips_and_updates
questionmark.diamond help_outline
exclamationmark.arrow.circlepath sync_problem
exclamationmark.icloud cloud_off
exclamationmark.lock lock
xmark.bin delete_forever
xmark.icloud cloud_off
nosign block
slash.circle block
circle.slash block
minus.circle.dashed remove_circle_outline
plus.circle.dashed add_circle_outline
plus.bubble add_comment
plus.message add_comment
plus.viewfinder add_a_photo
camera.badge.ellipsis photo_camera
photo.badge.plus add_photo_alternate
photo.artframe wallpaper
rectangle.on.rectangle.angled filter_none
pano panorama
pano.fill panorama
livephoto motion_photos_on
slowmo slow_motion_video
timelapse timelapse
camera.aperture camera
camera.shutter.button camera
sparkle auto_awesome
sparkles.rectangle.stack auto_awesome_motion
wand.and.sparkles auto_fix_high
magicmouse mouse
trackpad touch_app
dial.low speed
dial.medium speed
dial.high speed
gauge speed
gauge.medium speed
ruler straighten
ruler.fill straighten
level straighten
square.3.layers.3d layers
square.3.layers.3d.down.right layers
point.topleft.down.curvedto.point.bottomright.up route
point.3.connected.trianglepath.dotted hub
point.3.filled.connected.trianglepath.dotted hub
location.square navigation
location.square.fill navigation
car.rear directions_car
car.side directions_car
car.front.waves.up directions_car
bolt.batteryblock battery_charging_full
battery.0.bolt battery_charging_full
poweroff power_settings_new
powersleep bedtime
restart restart_alt
arrow.clockwise.icloud cloud_sync
arrow.triangle.2.circlepath.icloud cloud_sync
externaldrive.badge.plus add_to_drive
folder.badge.minus folder_delete
folder.badge.gearshape folder_special
folder.badge.person.crop folder_shared
folder.fill.badge.plus create_new_folder
doc.zipper folder_zip
doc.viewfinder document_scanner
doc.append post_add
doc.text.below.ecg summarize
square.and.arrow.up.trianglebadge.exclamationmark ios_share
list.bullet.below.rectangle list_alt
text.badge.plus playlist_add
text.badge.checkmark playlist_add_check
text.badge.minus playlist_remove
text.insert playlist_add
music.note.tv live_tv
play.tv live_tv
play.display ondemand_video
tv.and.mediabox connected_tv
appletv live_tv
homepod speaker
homepodmini speaker
hifispeaker.2 speaker_group
visionpro view_in_ar
macpro.gen3 dns
macmini desktop_mac
display.2 screen_share
rectangle.on.rectangle.circle cast
rectangle.connected.to.line.below cast_connected
bonjour hub
cellularbars.slash signal_cellular_off
wave.3.right wifi_tethering
wave.3.left wifi_tethering
sensor sensors
sensor.fill sensors
bell.and.waves.left.and.right notifications_active
app.badge notifications
app app_shortcut
app.fill app_shortcut
apps.iphone apps
square.grid.4x3.fill apps
circle.grid.3x3 apps
circle.grid.3x3.fill apps
circle.grid.2x2 grid_view
circle.hexagongrid hive
atom science
flask science
flask.fill science
testtube.2 biotech
globe.central.south.asia public
pin push_pin
pin.fill push_pin
arrow.2.squarepath repeat
captions.bubble closed_caption
captions.bubble.fill closed_caption
plus.square.on.square library_add
plus.square.fill.on.square.fill library_add
list.bullet.rectangle.portrait list_alt
list.bullet.rectangle.portrait.fill list_alt
terminal terminal
terminal.fill terminal
text.magnifyingglass manage_search
dice casino
dice.fill casino
chevron.compact.right chevron_right
chevron.compact.left chevron_left
chevron.compact.up expand_less
chevron.compact.down expand_more
arrowtriangle.up arrow_drop_up
arrowtriangle.down arrow_drop_down
arrowtriangle.left arrow_left
arrowtriangle.right arrow_right
rectangle.portrait crop_portrait
eject eject
eject.fill eject
snow ac_unit
rotate.right rotate_right
rotate.left rotate_left
star.lefthalf.fill star_half
circle.righthalf.fill contrast
water.waves waves
window.shade.closed blinds_closed
window.shade.open blinds
text.viewfinder document_scanner
clock.arrow.2.circlepath update
faxmachine fax
faxmachine.fill fax
movieclapper movie
movieclapper.fill movie
person.3.sequence groups
person.3.sequence.fill groups
bubble chat_bubble_outline
bubble.fill chat_bubble
space space_bar
backward.end.alt skip_previous
backward.end.alt.fill skip_previous
forward.end.alt skip_next
forward.end.alt.fill skip_next
chevron.left.slash.chevron.right code
macbook.and.iphone devices
play.rectangle.on.rectangle video_library
play.rectangle.on.rectangle.fill video_library
arrow.right.to.line keyboard_tab
arrow.turn.down.left subdirectory_arrow_left
arrow.turn.down.right subdirectory_arrow_right
arrow.merge merge
arrow.swap swap_horiz
arrow.up.right.and.arrow.down.left open_in_full
slash.circle.fill block
circlebadge circle
circlebadge.fill circle
waveform.path graphic_eq
text.append playlist_add
textformat.size.larger text_increase
textformat.size.smaller text_decrease
textformat.subscript subscript
textformat.superscript superscript
message.badge mark_chat_unread
message.badge.filled.fill mark_chat_unread
checkmark.message mark_chat_read
checkmark.message.fill mark_chat_read
checkmark.bubble mark_chat_read
checkmark.bubble.fill mark_chat_read
backpack backpack
backpack.fill backpack
cloud.bolt.rain thunderstorm
cloud.bolt.rain.fill thunderstorm
cricket.ball sports_cricket
cricket.ball.fill sports_cricket
hockey.puck sports_hockey
hockey.puck.fill sports_hockey
ev.charger ev_station
ev.charger.fill ev_station
microbe coronavirus
microbe.fill coronavirus
rotate.3d 3d_rotation
staroflife emergency
staroflife.fill emergency
sun.horizon wb_twilight
sun.horizon.fill wb_twilight
theatermasks theater_comedy
theatermasks.fill theater_comedy
sos sos
gobackward.5 replay_5
goforward.5 forward_5
grid grid_on
align.horizontal.left align_horizontal_left
align.horizontal.center align_horizontal_center
align.horizontal.right align_horizontal_right
align.vertical.top align_vertical_top
align.vertical.center align_vertical_center
align.vertical.bottom align_vertical_bottom
aspectratio aspect_ratio
beach.umbrella beach_access
beach.umbrella.fill beach_access
capslock keyboard_capslock
capslock.fill keyboard_capslock
arrow.up.trash restore_from_trash
arrow.up.trash.fill restore_from_trash
arrow.triangle.turn.up.right.diamond directions
arrow.triangle.turn.up.right.diamond.fill directions
person.bust person
person.bust.fill person
pencil.and.scribble draw
pencil.and.list.clipboard edit_note
wallet.pass confirmation_number
wallet.pass.fill confirmation_number
square.3.stack.3d layers
square.3.stack.3d.top.fill layers
square.3.stack.3d.middle.fill layers
square.3.stack.3d.bottom.fill layers
"""
}
